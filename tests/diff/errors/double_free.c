// double_free: a block freed twice on some paths, once through an alias.
// DOMAIN: x=0..7
// EXPECT: error:double-free exit:0
#include <stdlib.h>
#include "symx.h"

int main(void) {
  unsigned char x;
  symx_make_symbolic(&x, sizeof x, "x");
  char *a = malloc(10), *b = malloc(20);
  char *alias = x & 1 ? a : b;
  free(a);
  if (x & 2)
    free(alias);
  else
    free(b);
  if (x == 4)
    free(a);
  return 0;
}
