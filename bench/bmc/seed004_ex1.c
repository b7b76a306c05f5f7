// seed004_ex1: seed 004's first BMC example: s (an unsigned char) wraps and
// s >= v fails for n = 2. bmc --unwind 3 finds it (incomplete: n goes up to
// 255); symx run enumerates n's 255 loop counts.
#include <assert.h>
#include "symx.h"

int main(void) {
  unsigned char n = (unsigned char)symx_int("n");
  if (n == 0) return 0;
  unsigned char v = 0;
  unsigned char s = 0;
  unsigned int i = 0;
  while (i < n) {
    v = (unsigned char)symx_int("v");
    s += v;
    ++i;
  }
  assert(s >= v);
  return 0;
}
