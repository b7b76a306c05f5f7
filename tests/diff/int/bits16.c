// bits16: 16-bit & | ^ ~, unsigned and signed.
// The inputs' domain below: every native path over it must be a test's path.
// DOMAIN: a=0..3,127..129,255..257,32766..32769,65534,65535 b=0,1,2,255,256,32767,32768,65535
#include "symx.h"

int main(void) {
  unsigned short a, b;
  symx_make_symbolic(&a, sizeof a, "a");
  symx_make_symbolic(&b, sizeof b, "b");
  short sa = (short)a, sb = (short)b;
  int r = 0;
  unsigned short x = a & b, o = a | b, e = a ^ b, n = ~a;
  if (x == 0) r |= 1;
  if (o == (unsigned short)~(unsigned short)0) r |= 2;
  if (e == 0) r |= 4;                       /* a == b */
  if ((n & a) != 0) r |= 64;                /* never */
  if ((x | e) != o) r |= 64;                /* never */
  if (((short)(sa & sb)) < 0) r |= 8;         /* both sign bits set */
  if (((short)(sa ^ sb)) < 0) r |= 16;        /* signs differ */
  if ((a & 1) && (b & 1)) r |= 32;
  return r;
}
