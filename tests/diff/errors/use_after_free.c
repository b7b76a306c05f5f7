// use_after_free: heap memory read and written after free on some paths.
// DOMAIN: x=0..5
// EXPECT: error:use-after-free exit:42
#include <stdlib.h>
#include "symx.h"

int main(void) {
  unsigned char x;
  symx_make_symbolic(&x, sizeof x, "x");
  int *p = malloc(4 * sizeof(int));
  p[2] = 42;
  if (x == 1 || x == 3)
    free(p);
  if (x == 3) {
    p[0] = 1;
    return 0;
  }
  int v = p[2];
  if (x != 1)
    free(p);
  return v;
}
