// Out-of-bounds write at a constant index past a stack array, on one path.
// Paths: x <= 100 (normal), x > 100 (a[4] write: error) = 2.
// EXIT: 1
// COMPLETE: true
// PATHS: 2
// OUTCOMES: exit:0=1 error:out-of-bounds=1
// ERROR: out-of-bounds 16
#include "symx.h"

int main(void) {
  unsigned char x;
  int a[4] = {0, 0, 0, 0};
  int idx = 4;
  symx_make_symbolic(&x, sizeof x, "x");
  if (x > 100)
    a[idx] = x;
  return a[0];
}
