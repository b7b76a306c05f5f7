// An access must lie wholly inside one object: a 4-byte load at buf + 1 of
// a char[4] covers bytes 1..4, one byte past the end.  off in [0, 2): off 0
// is fine, off 1 is an error.  2 paths.
// EXIT: 1
// COMPLETE: true
// PATHS: 2
// OUTCOMES: exit:0=1 error:out-of-bounds=1
// ERROR: out-of-bounds 15
#include "symx.h"

int main(void) {
  char buf[4] = {1, 0, 0, 0};
  int off = symx_range(0, 2, "off");
  int *p = (int *)(buf + off);
  int v = *p;
  return v == 1 ? 0 : 2;                /* off 0: little-endian 1 */
}
