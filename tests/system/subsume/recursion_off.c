// recursion_exact.c's program without subsumption: the same error, every
// path explored.
// ARGS: --entry walk --subsumption off --search dfs
// EXIT: 1
// PATHS: 40
// COMPLETE: true
// ERROR: assertion 14
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
