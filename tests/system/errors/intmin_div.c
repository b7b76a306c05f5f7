// a / b with both symbolic: b == 0 is div-by-zero, a == INT_MIN && b == -1
// is overflow (reported even without --check-overflow), the rest is normal:
// 3 paths, two distinct errors on the same line.
// EXIT: 1
// COMPLETE: true
// PATHS: 3
// OUTCOMES: exit:0=1 error:div-by-zero=1 error:overflow=1
// ERROR: div-by-zero 15
// ERROR: overflow 15
#include "symx.h"

int main(void) {
  int a = symx_int("a");
  int b = symx_int("b");
  int q = a / b;
  return q == q + 0 ? 0 : 1;            /* always 0 */
}
