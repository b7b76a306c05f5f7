// ?: is a branch at -O0 (clang emits cond.true/cond.false blocks).
// m = a > b ? a : b forks in 2; then `m == 200` forks on both sides (a > b
// with a == 200, and a <= b with b == 200): 2*2 = 4 paths.
// EXIT: 0
// COMPLETE: true
// PATHS: 4
// OUTCOMES: exit:0=2 exit:1=2
#include "symx.h"
#include <assert.h>

int main(void) {
  unsigned char a, b;
  symx_make_symbolic(&a, sizeof a, "a");
  symx_make_symbolic(&b, sizeof b, "b");
  int m = a > b ? a : b;
  assert(m >= a & m >= b & (m == a | m == b));
  if (m == 200)
    return 1;
  return 0;
}
