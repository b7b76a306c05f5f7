// Negative test: division guarded against 0 and INT_MIN / -1.
// Paths: b == 0 (skip); b != 0 and a != INT_MIN (divide); a == INT_MIN and
// b == -1 (skip); a == INT_MIN and b != -1 (divide) = 4.
// EXIT: 0
// COMPLETE: true
// PATHS: 4
// OUTCOMES: exit:0=2 exit:1=2
#include "symx.h"
#include <limits.h>

int main(void) {
  int a = symx_int("a");
  int b = symx_int("b");
  if (b != 0 && !(a == INT_MIN && b == -1)) {
    int q = a / b, r = a % b;
    return q * b + r == a;              /* 1: holds with wrap-around */
  }
  return 0;
}
