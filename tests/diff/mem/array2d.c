// array2d: a two-dimensional array indexed by two inputs (in bounds), and
// a row pointer.
// DOMAIN: r=0..3 c=0..4
// EXPECT: exit:0
#include "symx.h"

static int grid[4][5] = {
    {0, 1, 2, 3, 4}, {5, 6, 7, 8, 9}, {10, 11, 12, 13, 14}, {15, 16, 17, 18, 19}};

int main(void) {
  unsigned char r, c;
  symx_make_symbolic(&r, sizeof r, "r");
  symx_make_symbolic(&c, sizeof c, "c");
  if (r > 3 || c > 4)
    return 60;
  int *row = grid[r];
  int v = row[c];
  if (v % 7 == 0)
    return 1;
  if (grid[3 - r][4 - c] > 15)
    return 2;
  return 0;
}
