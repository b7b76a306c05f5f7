// use_after_scope: a pointer to a block-scoped variable read after the
// block ended (natively ASan reports stack-use-after-scope).
// DOMAIN: x=0..3
// EXPECT: error:use-after-free exit:1
#include "symx.h"

int main(void) {
  unsigned char x;
  symx_make_symbolic(&x, 1, "x");
  int *p = 0;
  int keep = 1;
  if (x & 1) {
    int inner = x;
    p = &inner;
  } else {
    p = &keep;
  }
  return *p;
}
