// --halted-tests all: when a budget stops the run, every waiting state
// gets a test of its path so far, outcome "halted" (halted_new.c is the same
// program with the default).
// Depth-first, the path taking the true side at each of the three forks
// (T T T) runs on into the long loop until --max-instructions stops the run;
// F, T F and T T F wait, and no path has ended. At a fork the state on its
// model's side (here the false side: a fresh input is 0 in the model) keeps
// what its path covered before the fork, the other starts with nothing.
// So 4 halted tests. --replay runs them natively: none has a prediction
// (4 skipped), and F's and T F's, which hold 1 and 2 of the 3 inputs the
// program makes, get zeros for the rest instead of not fitting (0 mismatched).
// ARGS: --search dfs --max-instructions 200000 --halted-tests all --replay
// EXIT: 3
// COMPLETE: false
// PATHS: 0
// TESTS: 4
// HALTED: 4
// OUTCOMES: halted=4
// STDOUT: 4 skipped
// STDOUT: 0 matched, 0 mismatched
// STDOUT: test000001.json: no prediction (its path was cut by max-instructions at
#include "symx.h"

int main(void) {
  int n = 0;
  for (int i = 0; i < 3; i++)
    if (symx_int("v") > 0)
      n++;
  for (volatile unsigned long k = 0; k < 100000000ul; k++) /* natively a moment */
    ;
  return n;
}
