// branches_bug: as branches_proof, with a null dereference when the sum is
// 37 (17 positive elements of 20): after merging, the one state holds the
// sum as an expression and the solver finds the inputs; the test replays.
// BMC: --unwind 20 --max-solver-time 60
// VERDICT: bug-complete
// ERRORS: null-dereference:24
// RUN: explodes
#include "symx.h"

int main(void) {
  int a[20];
  symx_make_symbolic(a, sizeof a, "a");
  int s = 0;
  for (int i = 0; i < 20; i++) {
    if (a[i] > 0)
      s += 1;
    else
      s += 2;
  }
  int *p = 0;
  if (s == 37) {
    int x = 5;
    (void)x;
    return *p;
  }
  return 0;
}
