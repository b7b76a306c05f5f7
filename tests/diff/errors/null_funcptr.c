// null_funcptr: calling through a function pointer that is NULL.
// DOMAIN: x=0..3
// EXPECT: error:null-dereference exit:2
#include <stddef.h>
#include "symx.h"

static int two(void) { return 2; }

int main(void) {
  unsigned char x;
  symx_make_symbolic(&x, sizeof x, "x");
  int (*f)(void) = x < 2 ? two : NULL;
  return f();
}
