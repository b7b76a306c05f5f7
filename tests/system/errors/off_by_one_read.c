// Classic off-by-one read: the loop runs i = 0..n inclusive over int a[4]
// with n in [1, 5).  n = 1, 2, 3 read in bounds (3 normal paths); n = 4
// reads a[4] (1 error path).  4 paths.
// EXIT: 1
// COMPLETE: true
// PATHS: 4
// OUTCOMES: exit:0=3 error:out-of-bounds=1
// ERROR: out-of-bounds 16
#include "symx.h"

int main(void) {
  int a[4] = {10, 20, 30, 40};
  int n = symx_range(1, 5, "n");
  int sum = 0;
  for (int i = 0; i <= n; i++)
    sum += a[i];
  return sum > 1000;                    /* 0 */
}
