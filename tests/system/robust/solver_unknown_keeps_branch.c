// A branch the solver cannot decide: the path goes on along its model's side
// and keeps that side's condition, so no later fork may contradict it.
// SYMX_INJECT_UNKNOWN_AT=1 makes the first query that reaches Z3 answer
// UNKNOWN, as a time-out does: `x == 5` is undecided, the x != 5 side goes on
// (the model has x = 0) and the x == 5 side is given up (unsupported, no
// test). The assertion then cannot fail: with x != 5 in the path condition
// its failing side is infeasible. (Before the fix the condition was dropped,
// the next query found x = 5 and symx reported an assertion that no
// execution can fail: this path returns 1 for x == 5.)
// ENV: SYMX_INJECT_UNKNOWN_AT=1
// EXIT: 3
// COMPLETE: false
// PATHS: 2
// TESTS: 1
// OUTCOMES: exit:0=1
// ERROR: unsupported 23
#include <assert.h>
#include "symx.h"

int main(void) {
  unsigned x;
  symx_make_symbolic(&x, sizeof x, "x");
  if (x == 5) return 1;
  assert(x != 5);
  return 0;
}
