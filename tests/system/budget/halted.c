// --halted-tests new (the default): when a budget stops the run, each
// waiting state that covered a branch edge no path had before it gets a
// test of its path so far, outcome "halted".
// Depth-first, the path taking the true side at each of the three forks
// (T T T) runs on into the long loop until --max-instructions stops the run;
// F, T F and T T F wait, and no path has ended. At a fork the state on its
// model's side (here the false side: a fresh input is 0 in the model) keeps
// what its path covered before the fork, the other starts with nothing.
// F covered the false edge first; at the second fork T F kept the true edge
// T covered at the first; T T F covered nothing new; T T T covered the long
// loop's edges. So 3 halted tests (T T F has none), 0 paths, exit 3.
// halted_all.c and halted_none.c run this program with the other values.
// ARGS: --search dfs --max-instructions 200000
// EXIT: 3
// COMPLETE: false
// PATHS: 0
// TESTS: 3
// HALTED: 3
// OUTCOMES: halted=3
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
