// Negative test: heap use within bounds, one free, no use after it.
// Paths: n in [1, 4) gives 1..3 loop iterations = 3 paths.
// EXIT: 0
// COMPLETE: true
// PATHS: 3
// OUTCOMES: exit:0=3
#include "symx.h"
#include <assert.h>
#include <stdlib.h>

int main(void) {
  int n = symx_range(1, 4, "n");
  int *p = malloc(3 * sizeof(int));
  for (int i = 0; i < n; i++)
    p[i] = i + 1;
  assert(p[0] == 1);
  free(p);
  return 0;
}
