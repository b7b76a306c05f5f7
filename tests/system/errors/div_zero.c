// Signed integer division by a symbolic divisor: b == 0 is an error path.
// The dividend is the constant 100, so INT_MIN / -1 cannot happen: 2 paths.
// EXIT: 1
// COMPLETE: true
// PATHS: 2
// OUTCOMES: exit:0=1 error:div-by-zero=1
// ERROR: div-by-zero 13
#include "symx.h"

int main(void) {
  int b = symx_int("b");
  int q;
  q = 100 / b;
  return q == 1000;                     /* never true: 0 on the normal path */
}
