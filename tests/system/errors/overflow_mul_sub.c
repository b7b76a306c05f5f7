// --check-overflow: a * 3 overflows for |a| large (error path 1); on the
// other path b = 3a is in [-2147483646, 2147483646] and b - 10 still
// overflows for b < -2147483638 (error path 2); else normal.  3 paths.
// ARGS: --check-overflow
// EXIT: 1
// COMPLETE: true
// PATHS: 3
// OUTCOMES: exit:0=1 error:overflow=2
// ERROR: overflow 16
// ERROR: overflow 15
#include "symx.h"

int main(void) {
  int a = symx_int("a");
  int b = a * 3;
  int c = b - 10;
  return c == b;                        /* never: 0 */
}
