// Seed 004 (Strejcek lecture), "Bounded model checking", Example 1: the sum
// s of n inputs is an unsigned char, so it can wrap and fall below the last
// input v: assert(s >= v) fails (the lecture's BMC finds n = 2, v = 224, 63).
// Symbolic execution explores it fully: n = 0 returns at once; for each
// n = 1..255 the loop runs n times (one path per n); for n = 1 the assertion
// always holds, for n >= 2 it forks into pass/fail.
// Paths: 1 + 1 + 2 * 254 = 510; 254 of them fail the assertion.
// EXIT: 1
// COMPLETE: true
// PATHS: 510
// OUTCOMES: exit:0=256 error:assertion=254
// ERROR: assertion 29
// TIMEOUT: 300
#include <assert.h>

extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
  unsigned char n = __VERIFIER_nondet_uchar();
  if (n == 0) {return 0;}
  unsigned char v = 0;
  unsigned char s = 0;
  unsigned int i = 0;
  while (i < n) {
    v = __VERIFIER_nondet_uchar();
    s += v;
    ++i;
  }
  assert(s >= v);
  return 0;
}
