// Negative test: assertions that hold for every input are proved, not
// reported (including a nonlinear fact: squares are 0 or 1 modulo 4).
// No branch depends on the inputs: 1 path.
// EXIT: 0
// COMPLETE: true
// PATHS: 1
// OUTCOMES: exit:0=1
#include "symx.h"
#include <assert.h>

int main(void) {
  unsigned x;
  unsigned short y;
  symx_make_symbolic(&x, sizeof x, "x");
  symx_make_symbolic(&y, sizeof y, "y");
  assert((x ^ x) == 0);
  assert(x - x == 0);
  assert((x | 1u) != 0);
  assert((x & ~x) == 0);
  assert(((x << 1) & 1u) == 0);
  unsigned z = y;
  assert((z * z) % 4 < 2);
  assert((unsigned)(-x) + x == 0);
  return 0;
}
