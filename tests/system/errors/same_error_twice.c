// Two paths fail the same assertion: summary errors has one entry for the
// (kind, file, line), but each path has its own test.
// Paths: x < 50 / x >= 50, then y == 0 fails the assert on both: 4 paths.
// EXIT: 1
// COMPLETE: true
// PATHS: 4
// TESTS: 4
// OUTCOMES: exit:1=1 exit:2=1 error:assertion=2
// ERROR: assertion 22
#include "symx.h"
#include <assert.h>

int main(void) {
  unsigned char x, y;
  int r;
  symx_make_symbolic(&x, sizeof x, "x");
  symx_make_symbolic(&y, sizeof y, "y");
  if (x < 50)
    r = 1;
  else
    r = 2;
  assert(y != 0);
  return r;
}
