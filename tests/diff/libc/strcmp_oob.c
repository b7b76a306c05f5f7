// strcmp_oob: strcmp of a heap buffer that may not be terminated.
// DOMAIN: b=bytes('a','b',0)
// EXPECT: error:out-of-bounds exit:0 exit:2
#include <string.h>
#include <stdlib.h>
#include "symx.h"

int main(void) {
  char *b = malloc(3);
  symx_make_symbolic(b, 3, "b");
  int r = strcmp(b, "abab");      /* b = "aba" is read past its end */
  free(b);
  if (r == 0) return 1;
  if (r < 0) return 2;
  return 0;
}
