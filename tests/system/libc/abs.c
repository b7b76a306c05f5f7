// abs and labs: |x|, with abs(INT_MIN) left aside (undefined).  Outcomes:
// abs(x) == 5 (1: x is 5 or -5), labs(y) > 10^12 (2), other (0).
// EXIT: 0
// COMPLETE: true
// OUTCOMES-SEEN: exit:0 exit:1 exit:2
#include "symx.h"
#include <assert.h>
#include <limits.h>
#include <stdlib.h>

int main(void) {
  int x = symx_int("x");
  long y;
  symx_make_symbolic(&y, sizeof y, "y");
  if (x == INT_MIN || y == LONG_MIN)
    return 0;
  int ax = abs(x);
  long ay = labs(y);
  assert((ax >= 0) & (ax == x | ax == -x));
  assert((ay >= 0) & (ay == y | ay == -y));
  if (ax == 5) {
    assert(x == 5 | x == -5);
    return 1;
  }
  if (ay > 1000000000000L)
    return 2;
  return 0;
}
