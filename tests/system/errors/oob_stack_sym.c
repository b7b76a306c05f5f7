// Read a[i] from a 4-int stack array with i in [0, 5): i == 4 reads one past
// the end (error path); i in [0, 3] reads a symbolic element in bounds and
// goes on (the assert holds for every element): 2 paths.
// EXIT: 1
// COMPLETE: true
// PATHS: 2
// OUTCOMES: exit:0=1 error:out-of-bounds=1
// ERROR: out-of-bounds 15
#include "symx.h"
#include <assert.h>

int main(void) {
  int a[4] = {1, 2, 3, 4};
  int i = symx_range(0, 5, "i");
  int v = a[i];
  assert(v >= 1 & v <= 4);
  return 0;
}
