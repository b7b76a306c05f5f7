// 64-bit LLONG_MIN / d: d == -1 overflows; d is never 0 (checked first):
// paths d == 0 (return), d == -1 (overflow), other = 3.
// EXIT: 1
// COMPLETE: true
// PATHS: 3
// OUTCOMES: exit:0=1 exit:1=1 error:overflow=1
// ERROR: overflow 17
#include "symx.h"
#include <limits.h>

int main(void) {
  long long d;
  symx_make_symbolic(&d, sizeof d, "d");
  if (d == 0)
    return 1;
  long long m = LLONG_MIN;
  long long q = m / d;
  return q == 0;                        /* |LLONG_MIN / d| >= 1 for 64-bit d: 0 */
}
