// A real error and an unsupported path in one run: the bug decides the exit
// code (1) and the run is still incomplete.  Paths: sel 0 assertion,
// sel 1 unsupported, sel 2 normal = 3.
// EXIT: 1
// COMPLETE: false
// PATHS: 3
// OUTCOMES: exit:0=1 error:assertion=1 error:unsupported=1
// ERROR: assertion 18
// ERROR: unsupported 20
#include "symx.h"
#include <assert.h>

extern int mystery_external(int);

int main(void) {
  int sel = symx_range(0, 3, "sel");
  if (sel == 0)
    assert(sel != 0);
  if (sel == 1)
    return mystery_external(sel);
  return 0;
}
