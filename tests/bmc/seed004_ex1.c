// seed004_ex1: seed 004's first BMC example (slides 86-90). s is an
// unsigned char, so the sum wraps and s >= v fails: with n = 2, v1 = 224,
// v2 = 63 (the slides' model) s = 31 < 63. Bound 3 finds it; the bound does
// not cover n up to 255, so the run is incomplete (an unwinding assertion
// fails) and says so. (symx run, which explores all 510 paths, takes half a
// minute here, too long for the suite: bench/bmc compares the two.)
// BMC: --unwind 3
// VERDICT: bug
// ERRORS: assertion:25
// RUN: none
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
