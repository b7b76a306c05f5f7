// Mutual recursion with a frame per call: even(n)/odd(n) on n in [0, 8)
// fork once per level on n == 0: 8 paths, each returns the parity.
// EXIT: 0
// COMPLETE: true
// PATHS: 8
// OUTCOMES: exit:0=4 exit:1=4
#include "symx.h"
#include <assert.h>

static int is_odd(int n);

static int is_even(int n) {
  if (n == 0)
    return 1;
  return is_odd(n - 1);
}

static int is_odd(int n) {
  if (n == 0)
    return 0;
  return is_even(n - 1);
}

int main(void) {
  int n = symx_range(0, 8, "n");
  int e = is_even(n);
  assert(e == ((n & 1) == 0));
  return e;
}
