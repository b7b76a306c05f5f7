// shift64: 64-bit << and >> (logical and arithmetic), amounts below the width.
// The inputs' domain below: every native path over it must be a test's path.
// DOMAIN: a=0..3,0x7ffffffffffffffe..0x8000000000000001,0xfffffffffffffffd..0xffffffffffffffff b=0,1,2,0x7fffffffffffffff,0x8000000000000000,0xffffffffffffffff
#include "symx.h"

int main(void) {
  unsigned long long a, b;
  symx_make_symbolic(&a, sizeof a, "a");
  symx_make_symbolic(&b, sizeof b, "b");
  long long sa = (long long)a, sb = (long long)b;
  int r = 0;
  unsigned n = (unsigned)(b % 64);
  unsigned long long l = (unsigned long long)(a << n);
  unsigned long long rl = a >> n;
  long long ra = (long long)(sa >> n);
  if (((unsigned long long)(l >> n)) != a) return 1;         /* bits shifted out */
  if (rl == 0) return 2;
  if (ra == -1) return 4;
  if (ra < 0) return 8;
  if (n == 0) return 16;
  if (((unsigned long long)(rl << n)) == a) return 32;       /* nothing lost on the right */
  return r;
}
