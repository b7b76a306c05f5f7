// --only-new-tests: 16 paths (four independent two-way branches), a test
// only for a path that took a branch edge no path had before it. At a fork
// the state going on keeps what it covered so far; the new one starts with
// nothing. Depth-first (the newest state first; a fork's new state takes the
// false side): FFFF takes F4 first, FFFT T4, FFTT T3, FTTT T2, TTTT T1 (the
// first state, which took T1 at the first fork): 5 tests. The other 11 paths
// are counted, without tests; the run is complete.
// ARGS: --only-new-tests --search dfs
// EXIT: 0
// COMPLETE: true
// PATHS: 16
// TESTS: 5
#include "symx.h"

int main(void) {
  int n = 0;
  if (symx_int("a") > 0) n++;
  if (symx_int("b") > 0) n++;
  if (symx_int("c") > 0) n++;
  if (symx_int("d") > 0) n++;
  return n;
}
