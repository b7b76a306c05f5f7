// branches_proof: a branch in each of 16 iterations: 2^16 paths for path
// enumeration (symx run does not finish), one state for bmc, whose states
// merge after each if/else. The sum stays in 16..32: a proof.
// BMC: --unwind 16 --max-solver-time 60
// VERDICT: proof
// ERRORS:
// TOO-SMALL: 15
// RUN: explodes
#include <assert.h>
#include "symx.h"

int main(void) {
  int a[16];
  symx_make_symbolic(a, sizeof a, "a");
  int s = 0;
  for (int i = 0; i < 16; i++) {
    if (a[i] > 0)
      s += 1;
    else
      s += 2;
  }
  assert(s >= 16 && s <= 32);
  return 0;
}
