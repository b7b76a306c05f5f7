// klee_range(lo, hi, name) is in [lo, hi): with [0, 5) the if-chain has
// exactly 5 feasible leaves; the final return 99 is unreachable.
// EXIT: 0
// COMPLETE: true
// PATHS: 5
// OUTCOMES: exit:10=1 exit:11=1 exit:12=1 exit:13=1 exit:14=1
// INPUTS: r:4
#include <klee/klee.h>

int main(void) {
  int r = klee_range(0, 5, "r");
  if (r == 0) return 10;
  if (r == 1) return 11;
  if (r == 2) return 12;
  if (r == 3) return 13;
  if (r == 4) return 14;
  return 99;
}
