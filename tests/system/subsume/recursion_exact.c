// Exact subsumption at a recursive function's call: the paths where v was
// clamped (v > 10) and where it was not, but is not 7, reach the recursive
// call with the same live values and heap (v is dead there), so one drops
// the other (7 drops): 15 paths where the run without subsumption takes 40
// (n = 0..3: 1 + 3 + 9 + 27, three ways at each level), and the run stays
// complete (a proof stays one). The bug needs v == 7 at every level (the
// global hits counts them): a drop that ignored hits would lose it. The
// same errors as with --subsumption off (recursion_off.c).
// ARGS: --entry walk --subsumption exact --search dfs
// EXIT: 1
// PATHS: 15
// COMPLETE: true
// ERROR: assertion 20
#include <assert.h>
#include "symx.h"
static int hits;
int walk_pre(int n) { return n >= 0 && n <= 3; }
int walk(int n) {
  if (n <= 0) {
    assert(hits != 3);
    return 0;
  }
  int v = symx_int("v");
  if (v > 10)
    v = 10;
  if (v == 7)
    hits++;
  return walk(n - 1);
}
