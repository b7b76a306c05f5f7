// An internal failure of the engine ends only the path it happens on, as
// unsupported; every other path is still explored and the run is incomplete.
// SYMX_FAULT_INJECT=2 makes the second fork fail. The first fork splits on
// x > 100; depth-first, the x > 100 side goes on and fails at its next fork
// (that subtree is lost: one unsupported path, no test). The x <= 100 side
// still runs: x & 1 splits it, and x == 7 only splits the odd half: 3 tests.
// ENV: SYMX_FAULT_INJECT=2
// ARGS: --search dfs
// EXIT: 3
// COMPLETE: false
// PATHS: 4
// TESTS: 3
// ERROR: unsupported *
#include "symx.h"

int main(void) {
  unsigned char x;
  symx_make_symbolic(&x, 1, "x");
  int r = 0;
  if (x > 100) r += 1;
  if (x & 1) r += 2;
  if (x == 7) r += 4;
  return r;
}
