// icmp ult/ule/ugt/uge/eq/ne on 32 and 64-bit unsigned values.
// x: an if-chain with 7 feasible leaves; y: 3 feasible leaves; 7*3 = 21 paths.
// EXIT: 0
// COMPLETE: true
// PATHS: 21
// OUTCOMES: exit:0=21
#include "symx.h"
#include <assert.h>

int main(void) {
  unsigned int x;
  unsigned long long y;
  symx_make_symbolic(&x, sizeof x, "x");
  symx_make_symbolic(&y, sizeof y, "y");

  if (x < 10u)                          /* ult */
    assert((int)x >= 0);
  else if (x <= 20u)                    /* ule */
    assert(x - 10u <= 10u);
  else if (x > 0xFFFFFFF0u)             /* ugt */
    assert(x + 16u < 16u);
  else if (x >= 0x80000000u)            /* uge */
    assert((int)x < 0);
  else if (x == 1000u)                  /* eq */
    assert(x - 1000u == 0);
  else if (x != 2000u)                  /* ne */
    assert(x > 20u & x < 0x80000000u);
  else
    assert(x == 2000u);

  if (y > 0x7FFFFFFFFFFFFFFFull)
    assert((long long)y < 0);
  else if (y <= 5)
    assert(y + 1 <= 6);
  else
    assert(y >= 6 & (long long)y > 0);
  return 0;
}
