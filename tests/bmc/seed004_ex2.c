// seed004_ex2: seed 004's second BMC example (slides 91-96): s is an
// unsigned int, so it cannot wrap in at most 255 additions of a byte and
// s >= v holds. The loop runs n <= 255 times: bound 255 covers every
// execution (no unwinding assertion can fail), so the verdict is a proof;
// bound 100 does not, and must not give one.
// BMC: --unwind 255
// VERDICT: proof
// ERRORS:
// TOO-SMALL: 100
// RUN: compare
#include <assert.h>
#include "symx.h"

int main(void) {
  unsigned char n = (unsigned char)symx_int("n");
  if (n == 0) return 0;
  unsigned char v = 0;
  unsigned int s = 0;
  unsigned int i = 0;
  while (i < n) {
    v = (unsigned char)symx_int("v");
    s += v;
    ++i;
  }
  assert(s >= v);
  return 0;
}
