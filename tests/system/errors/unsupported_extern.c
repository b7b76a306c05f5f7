// A call to an external function symx has no model for ends the path as
// unsupported; the other path runs to its end.  2 paths, incomplete, exit 3.
// EXIT: 3
// COMPLETE: false
// PATHS: 2
// OUTCOMES: exit:0=1 error:unsupported=1
// ERROR: unsupported 16
#include "symx.h"

extern int mystery_external(int);

int main(void) {
  int x = symx_int("x");
  if (x > 0)
    return 0;
  return mystery_external(x);
}
