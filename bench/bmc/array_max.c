// array_max: the maximum of 8 input bytes found by a loop is at least each
// of them; b[] holds doubled copies. Path enumeration forks on every
// comparison with the running maximum. bmc --unwind 8 proves it.
#include <assert.h>
#include "symx.h"

int main(void) {
  unsigned char a[8];
  int b[8];
  symx_make_symbolic(a, sizeof a, "a");
  unsigned char max = 0;
  for (unsigned i = 0; i < 8; i++) {
    b[i] = a[i] * 2;
    if (a[i] > max) max = a[i];
  }
  for (unsigned i = 0; i < 8; i++) assert(max >= a[i] && b[i] <= 2 * max);
  return 0;
}
