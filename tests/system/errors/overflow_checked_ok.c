// --check-overflow does not flag unsigned wrap-around, and guarded signed
// arithmetic never overflows: no error.  Paths: the guard on x (2), the
// guard on y (2): 4.
// ARGS: --check-overflow
// EXIT: 0
// COMPLETE: true
// PATHS: 4
// OUTCOMES: exit:0=4
#include "symx.h"
#include <limits.h>

int main(void) {
  unsigned u;
  int x, y;
  symx_make_symbolic(&u, sizeof u, "u");
  symx_make_symbolic(&x, sizeof x, "x");
  symx_make_symbolic(&y, sizeof y, "y");
  unsigned w = u * 0x9E3779B9u + 0xFFFFFFFFu;   /* wraps, but unsigned */
  w = w - 7u;
  if (x < INT_MAX)
    x = x + 1;
  if ((y >= 0) & (y < 1000))            /* one branch: & evaluates both sides */
    y = y * 2 - 1;
  return (int)(w & 0u) + (x & 0) + (y & 0);   /* 0, without branching */
}
