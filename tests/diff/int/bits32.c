// bits32: 32-bit & | ^ ~, unsigned and signed.
// The inputs' domain below: every native path over it must be a test's path.
// DOMAIN: a=0..3,0x7ffffffe..0x80000001,0xfffffffd..0xffffffff b=0,1,2,3,0x7fffffff,0x80000000,0xffffffff
#include "symx.h"

int main(void) {
  unsigned int a, b;
  symx_make_symbolic(&a, sizeof a, "a");
  symx_make_symbolic(&b, sizeof b, "b");
  int sa = (int)a, sb = (int)b;
  int r = 0;
  unsigned int x = a & b, o = a | b, e = a ^ b, n = ~a;
  if (x == 0) r |= 1;
  if (o == (unsigned int)~(unsigned int)0) r |= 2;
  if (e == 0) r |= 4;                       /* a == b */
  if ((n & a) != 0) r |= 64;                /* never */
  if ((x | e) != o) r |= 64;                /* never */
  if (((int)(sa & sb)) < 0) r |= 8;         /* both sign bits set */
  if (((int)(sa ^ sb)) < 0) r |= 16;        /* signs differ */
  if ((a & 1) && (b & 1)) r |= 32;
  return r;
}
