// --check-overflow: signed x + 1 overflows for x == INT_MAX only: 2 paths.
// ARGS: --check-overflow
// EXIT: 1
// COMPLETE: true
// PATHS: 2
// OUTCOMES: exit:0=1 error:overflow=1
// ERROR: overflow 12
#include "symx.h"

int main(void) {
  int x = symx_int("x");
  int y = x + 1;
  return y == x;                        /* never: 0 */
}
