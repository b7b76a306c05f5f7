// symx_range(lo, hi, name), like klee_range, is in [lo, hi): [-3, 3) holds
// -3..2, so the asserts hold and v == 3 is impossible.
// Paths: v < 0, v == 0, v > 0 = 3.
// EXIT: 0
// COMPLETE: true
// PATHS: 3
// OUTCOMES: exit:1=1 exit:2=1 exit:3=1
// INPUTS: v:4
#include "symx.h"
#include <assert.h>

int main(void) {
  int v = symx_range(-3, 3, "v");
  assert(v >= -3);
  assert(v <= 2);
  if (v < 0) return 1;
  if (v == 0) return 2;
  return 3;
}
