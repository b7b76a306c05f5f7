// floorl (llvm.floor.f80: on x86 a call into libm, whose answers on NaNs and
// the x87's invalid encodings symx does not model) is unsupported: the path that reaches it
// ends as `unsupported` and the run is incomplete (exit 3: an engine
// limitation is not a bug in the program).  Paths: x <= 100 (normal),
// x > 100 (unsupported).
// EXIT: 3
// COMPLETE: false
// PATHS: 2
// OUTCOMES: exit:0=1 error:unsupported=1
// ERROR: unsupported 18
#include "symx.h"

int main(void) {
  unsigned char x;
  symx_make_symbolic(&x, sizeof x, "x");
  if (x <= 100)
    return 0;
  long double d = __builtin_floorl(x * 0.5L);
  return d > 60.0L;
}
