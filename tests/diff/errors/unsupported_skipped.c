// unsupported_skipped: a function no file defines is `unsupported` for symx;
// replay skips those tests (counted apart, never as matched) and still
// builds the program, leaving the function unresolved.
// INCOMPLETE: the external call is unsupported
// EXPECT: error:unsupported error:assertion exit:0
#include <assert.h>
#include "symx.h"

extern int not_defined_anywhere(int);

int main(void) {
  int x = symx_int("x");
  if (x > 100)
    return not_defined_anywhere(x);
  assert(x != 7);
  return 0;
}
