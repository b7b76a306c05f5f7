// strcpy_oob: strcpy of an input string into a buffer too small for the
// longest inputs.
// DOMAIN: s=bytes(0,'z')
// EXPECT: error:out-of-bounds exit:0
#include <stdlib.h>
#include <string.h>
#include "symx.h"

int main(void) {
  char s[6];
  symx_make_symbolic(s, 5, "s");
  s[5] = '\0';
  char *dst = malloc(4);
  strcpy(dst, s);
  free(dst);
  return 0;
}
