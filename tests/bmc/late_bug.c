// late_bug: the error is reached only after 45 iterations, on one input
// value; the iterations before merge their branches. Bound 50 covers the
// loop (50 iterations), so no unwinding assertion fails: the run is
// complete, and the division by zero is found and replays.
// BMC: --unwind 50
// VERDICT: bug-complete
// ERRORS: div-by-zero:23
// TOO-SMALL: 40
// DOMAIN: x=0..255
// RUN: compare
#include "symx.h"

int main(void) {
  unsigned char x = (unsigned char)symx_int("x");
  int acc = 1, d = 1;
  for (int i = 0; i < 50; i++) {
    if (x & 1)
      acc += i;
    else
      acc -= i;
    if (i == 45 && x == 77) d = 0;
  }
  return acc / d > 0;
}
