// bits64: 64-bit & | ^ ~, unsigned and signed.
// The inputs' domain below: every native path over it must be a test's path.
// DOMAIN: a=0..3,0x7ffffffffffffffe..0x8000000000000001,0xfffffffffffffffd..0xffffffffffffffff b=0,1,2,0x7fffffffffffffff,0x8000000000000000,0xffffffffffffffff
#include "symx.h"

int main(void) {
  unsigned long long a, b;
  symx_make_symbolic(&a, sizeof a, "a");
  symx_make_symbolic(&b, sizeof b, "b");
  long long sa = (long long)a, sb = (long long)b;
  int r = 0;
  unsigned long long x = a & b, o = a | b, e = a ^ b, n = ~a;
  if (x == 0) return 1;
  if (o == (unsigned long long)~(unsigned long long)0) return 2;
  if (e == 0) return 4;                       /* a == b */
  if ((n & a) != 0) return 64;                /* never */
  if ((x | e) != o) return 64;                /* never */
  if (((long long)(sa & sb)) < 0) return 8;         /* both sign bits set */
  if (((long long)(sa ^ sb)) < 0) return 16;        /* signs differ */
  if ((a & 1) && (b & 1)) return 32;
  return r;
}
