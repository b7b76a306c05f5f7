// A false assumption ends its path silently: no test, no error.  The x < 100
// side assumes x > 200, which cannot hold, so only the x >= 100 path leaves
// a test.  (Whether the dead path counts in `paths` is left open: TESTS.)
// EXIT: 0
// COMPLETE: true
// TESTS: 1
// OUTCOMES: exit:2=1
#include "symx.h"

int main(void) {
  unsigned char x;
  symx_make_symbolic(&x, sizeof x, "x");
  if (x < 100) {
    symx_assume(x > 200);
    return 1;
  }
  return 2;
}
