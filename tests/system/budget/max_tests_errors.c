// --max-tests 1 where every path ends in an error: the first error's test is
// written, no second one (an instruction that could end several paths at
// once writes only the first); errors found decide the exit code (1).
// ARGS: --max-tests 1
// EXIT: 1
// COMPLETE: false
// TESTS: 1
// ERRORS: any
#include "symx.h"

int main(void) {
  int a = symx_int("a"), b = symx_int("b");
  return a / b;                         /* b == 0 and a == INT_MIN, b == -1 */
}
