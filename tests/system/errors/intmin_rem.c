// INT_MIN % b: b == 0 is div-by-zero, b == -1 is overflow (INT_MIN % -1
// overflows in the hardware and in C), other b are fine: 3 paths.
// EXIT: 1
// COMPLETE: true
// PATHS: 3
// OUTCOMES: exit:0=1 error:div-by-zero=1 error:overflow=1
// ERROR: div-by-zero 15
// ERROR: overflow 15
#include "symx.h"
#include <limits.h>

int main(void) {
  int a = INT_MIN;
  int b = symx_int("b");
  int r = a % b;
  return r > 0;                         /* INT_MIN % b is never positive: 0 */
}
