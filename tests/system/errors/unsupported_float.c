// Floating point is unsupported for now: the path that reaches it ends as
// `unsupported` and the run is incomplete (exit 3: an engine limitation is
// not a bug in the program).  Paths: x <= 100 (normal), x > 100 (unsupported).
// EXIT: 3
// COMPLETE: false
// PATHS: 2
// OUTCOMES: exit:0=1 error:unsupported=1
// ERROR: unsupported 16
#include "symx.h"

int main(void) {
  unsigned char x;
  symx_make_symbolic(&x, sizeof x, "x");
  if (x <= 100)
    return 0;
  double d = x * 0.5;
  return d > 60.0;
}
