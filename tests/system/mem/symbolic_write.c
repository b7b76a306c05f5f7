// A write at a symbolic index, then reads at concrete indices: a[2] == 9
// exactly when i == 2 (the other cells keep 0).  2 paths.
// EXIT: 0
// COMPLETE: true
// PATHS: 2
// OUTCOMES: exit:0=1 exit:1=1
#include "symx.h"
#include <assert.h>

int main(void) {
  int a[5] = {0, 0, 0, 0, 0};
  int i = symx_range(0, 5, "i");
  a[i] = 9;
  assert(a[0] + a[1] + a[2] + a[3] + a[4] == 9);
  if (a[2] == 9) {
    assert(i == 2);
    return 1;
  }
  assert(i != 2);
  return 0;
}
