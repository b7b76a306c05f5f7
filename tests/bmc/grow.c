// grow: without --unwind the bound grows 1, 2, 4, 8: the loop runs up to 6
// times (n <= 6) and the assertion fails only in its 6th iteration, so with
// bounds 1, 2 and 4 states stop at the bound without an error (parked, and
// resumed as the bound grows), and bound 8 finds the error and covers every
// execution.
// BMC: --max-time 120
// VERDICT: bug-complete
// BOUND: 8
// ERRORS: assertion:20
// DOMAIN: n=0..6 x=0..15
// RUN: compare
#include <assert.h>
#include "symx.h"

int main(void) {
  int n = symx_range(0, 7, "n");
  int x = symx_range(0, 16, "x");
  int acc = 0;
  for (int i = 0; i < n; i++) {
    assert(i < 5 || acc != 2 * x);
    acc += x & 1 ? 2 : 3;
  }
  return acc;
}
