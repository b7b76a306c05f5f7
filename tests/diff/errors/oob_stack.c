// oob_stack: a local array indexed directly (UBSan's bounds check natively)
// and through a pointer (ASan's stack redzones), both past the end for some
// inputs.
// DOMAIN: i=0..12
// EXPECT: error:out-of-bounds exit:0 exit:1
#include "symx.h"

static int get(const int *p, unsigned k) { return p[k]; }

int main(void) {
  unsigned char i;
  symx_make_symbolic(&i, sizeof i, "i");
  if (i > 12)
    return 3;
  int a[6] = {1, 2, 3, 4, 5, 6};
  if (i & 1) {
    if (get(a, i) == 4)
      return 1;
    return 0;
  }
  a[i] = 0;
  return 0;
}
