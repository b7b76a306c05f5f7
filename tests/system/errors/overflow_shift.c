// --check-overflow: shifts by at least the bit width are errors, for shl
// (1u << s) and for ashr (v >> t).  s >= 32 ends one path; on the other
// t >= 32 ends another; the rest is normal: 3 paths.
// ARGS: --check-overflow
// EXIT: 1
// COMPLETE: true
// PATHS: 3
// OUTCOMES: exit:0=1 error:overflow=2
// ERROR: overflow 20
// ERROR: overflow 19
#include "symx.h"

int main(void) {
  unsigned char s, t;
  symx_make_symbolic(&s, sizeof s, "s");
  symx_make_symbolic(&t, sizeof t, "t");
  unsigned one = 1;
  int v = -8;
  unsigned r = one << s;
  int q = v >> t;
  return (r == 0) | (q > 0);            /* never: 0 */
}
