// recursion: recursion depth by input (n <= 6): fib(n) makes at most 6
// nested calls below the first, so bound 6 (7 frames of fib) covers it;
// the assertion fails for n == 6 only (fib(6) == 8). Bound 3 is too small:
// the run is incomplete and finds nothing (n == 6 needs deeper recursion).
// BMC: --unwind 6
// VERDICT: bug-complete
// ERRORS: assertion:21
// TOO-SMALL: 3
// DOMAIN: n=0..6
// RUN: compare
#include <assert.h>
#include "symx.h"

static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

int main(void) {
  int n = symx_range(0, 7, "n");
  int f = fib(n);
  assert(f >= 0);
  assert(f <= 13);
  assert(f != 8);
  return f;
}
