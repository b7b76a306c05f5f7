// Write a[i] with i in [-1, 3): i == -1 writes before the array (error).
// The in-bounds path writes symbolically; the reads after it are checked.
// 2 paths.
// EXIT: 1
// COMPLETE: true
// PATHS: 2
// OUTCOMES: exit:0=1 error:out-of-bounds=1
// ERROR: out-of-bounds 15
#include "symx.h"
#include <assert.h>

int main(void) {
  int a[3] = {0, 0, 0};
  int i = symx_range(-1, 3, "i");
  a[i] = 5;
  assert(a[0] + a[1] + a[2] == 5);
  return 0;
}
