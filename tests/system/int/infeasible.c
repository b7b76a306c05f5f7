// Infeasible branches are never followed: the inner conditions contradict
// the outer ones.  x: x > 10 / x <= 10 (2 leaves, inner ifs are decided);
// y: y == 3 / y != 3, where y == 3 makes the nested checks decided (2 leaves).
// 2*2 = 4 paths, no reach_error.
// EXIT: 0
// COMPLETE: true
// PATHS: 4
// OUTCOMES: exit:0=4
#include "symx.h"

extern void reach_error(void);

int main(void) {
  int x = symx_int("x");
  int y = symx_int("y");
  if (x > 10) {
    if (x < 5)
      reach_error();
  } else {
    if (x > 10)
      reach_error();
  }
  if (y == 3) {
    if (y * 2 != 6)
      reach_error();
    if ((y & 1) == 0)
      reach_error();
  }
  return 0;
}
