// sinl of a symbolic long double: libm's long double functions run natively
// on concrete arguments only (an 80-bit value is not pinned), so the path
// that calls it with a free value ends as `unsupported` and the run is
// incomplete (exit 3).  Paths: x > 1 (normal), x <= 1 or unordered
// (unsupported).
// EXIT: 3
// COMPLETE: false
// PATHS: 2
// OUTCOMES: exit:0=1 error:unsupported=1
// ERROR: unsupported 19
#include <math.h>
#include "symx.h"

int main(void) {
  long double x;
  symx_make_symbolic(&x, sizeof x, "x");
  if (x > 1)
    return 0;
  return sinl(x) > 0.5L;
}
