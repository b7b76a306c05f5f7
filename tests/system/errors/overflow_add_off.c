// The same program as overflow_add.c without --check-overflow: signed
// overflow wraps silently, no error, 1 path.
// EXIT: 0
// COMPLETE: true
// PATHS: 1
// OUTCOMES: exit:0=1
#include "symx.h"

int main(void) {
  int x = symx_int("x");
  int y = x + 1;
  return y == x;                        /* never: 0 */
}
