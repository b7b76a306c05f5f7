// use_after_return: a pointer to a local variable used after its function
// returned (ASan: stack-use-after-return).
// DOMAIN: x=0..3
// EXPECT: error:use-after-free exit:1
#include "symx.h"

static int *escape(int v) {
  int local = v;
  return &local;
}

static int *keep(int *p) { return p; }

int main(void) {
  unsigned char x;
  symx_make_symbolic(&x, sizeof x, "x");
  int g = 1;
  int *p = x & 2 ? escape(x) : keep(&g);
  return *p;
}
