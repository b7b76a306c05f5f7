// 2D array indexed by two symbolic in-range indices (no bounds fork), then
// one branch on the element: m[i][j] == 7 only at (1, 3).  2 paths.
// EXIT: 0
// COMPLETE: true
// PATHS: 2
// OUTCOMES: exit:0=1 exit:1=1
#include "symx.h"
#include <assert.h>

int main(void) {
  int m[3][4];
  for (int r = 0; r < 3; r++)
    for (int c = 0; c < 4; c++)
      m[r][c] = r * 4 + c;
  int i = symx_range(0, 3, "i");
  int j = symx_range(0, 4, "j");
  int v = m[i][j];
  assert(v >= 0 & v < 12);
  if (v == 7) {
    assert(i == 1 & j == 3);
    return 1;
  }
  return 0;
}
