// Seed 004 (Strejcek lecture), "Bounded model checking", Example 2: the same
// program with s an unsigned int, which cannot wrap (255 * 255 < 2^32), so
// assert(s >= v) always holds.  BMC with k = 3 cannot prove it (the bound is
// reachable); symbolic execution explores every path and proves it:
// n = 0 (1 path) and one path for each n = 1..255 = 256 paths, no error.
// EXIT: 0
// COMPLETE: true
// PATHS: 256
// OUTCOMES: exit:0=256
// TIMEOUT: 300
#include <assert.h>

extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
  unsigned char n = __VERIFIER_nondet_uchar();
  if (n == 0) {return 0;}
  unsigned char v = 0;
  unsigned int s = 0;
  unsigned int i = 0;
  while (i < n) {
    v = __VERIFIER_nondet_uchar();
    s += v;
    ++i;
  }
  assert(s >= v);
  return 0;
}
