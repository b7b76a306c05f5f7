// long double (x86's 80-bit format) is unsupported: the path that reaches it
// ends as `unsupported` and the run is incomplete (exit 3: an engine
// limitation is not a bug in the program).  Paths: x <= 100 (normal),
// x > 100 (unsupported).
// EXIT: 3
// COMPLETE: false
// PATHS: 2
// OUTCOMES: exit:0=1 error:unsupported=1
// ERROR: unsupported 17
#include "symx.h"

int main(void) {
  unsigned char x;
  symx_make_symbolic(&x, sizeof x, "x");
  if (x <= 100)
    return 0;
  long double d = x * 0.5L;
  return d > 60.0L;
}
