// --halted-tests none: the states a budget stops get no test (halted_new.c
// is the same program with the default).
// Depth-first, the path taking the true side at each of the three forks
// (T T T) runs on into the long loop until --max-instructions stops the run;
// F, T F and T T F wait, and no path has ended. At a fork the state on its
// model's side (here the false side: a fresh input is 0 in the model) keeps
// what its path covered before the fork, the other starts with nothing.
// So no test at all, 0 paths, exit 3.
// ARGS: --search dfs --max-instructions 200000 --halted-tests none
// EXIT: 3
// COMPLETE: false
// PATHS: 0
// TESTS: 0
// HALTED: 0
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
