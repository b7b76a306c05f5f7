// Negative test: every index is checked before the access, so no error and
// the run is complete.  Paths: i < 4 / i >= 4 = 2.
// EXIT: 0
// COMPLETE: true
// PATHS: 2
// OUTCOMES: exit:0=1 exit:1=1
#include "symx.h"
#include <assert.h>

int main(void) {
  int a[4] = {5, 6, 7, 8};
  unsigned char i;
  symx_make_symbolic(&i, sizeof i, "i");
  if (i < 4) {
    a[i] = a[i] + 1;
    assert(a[0] + a[1] + a[2] + a[3] == 27);
    return 0;
  }
  return 1;
}
