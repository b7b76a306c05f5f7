// use_after_realloc: the old pointer is used after realloc moved the block
// (symx's realloc always moves it, and so does ASan's).
// DOMAIN: n=0..3
// EXPECT: error:use-after-free exit:0
#include <stdlib.h>
#include "symx.h"

int main(void) {
  unsigned char n;
  symx_make_symbolic(&n, sizeof n, "n");
  char *p = malloc(4);
  p[0] = 'a';
  char *q = p;
  if (n > 1) {
    p = realloc(p, 64);
    if (!p)
      return 3;
  }
  char c = q[0];
  free(p);
  if (c != 'a')
    return 1;
  return 0;
}
