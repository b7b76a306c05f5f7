// bits8: 8-bit & | ^ ~, unsigned and signed.
// The inputs' domain below: every native path over it must be a test's path.
// DOMAIN: a=0..255 b=0,1,3,127,128,255
#include "symx.h"

int main(void) {
  unsigned char a, b;
  symx_make_symbolic(&a, sizeof a, "a");
  symx_make_symbolic(&b, sizeof b, "b");
  signed char sa = (signed char)a, sb = (signed char)b;
  int r = 0;
  unsigned char x = a & b, o = a | b, e = a ^ b, n = ~a;
  if (x == 0) r |= 1;
  if (o == (unsigned char)~(unsigned char)0) r |= 2;
  if (e == 0) r |= 4;                       /* a == b */
  if ((n & a) != 0) r |= 64;                /* never */
  if ((x | e) != o) r |= 64;                /* never */
  if (((signed char)(sa & sb)) < 0) r |= 8;         /* both sign bits set */
  if (((signed char)(sa ^ sb)) < 0) r |= 16;        /* signs differ */
  if ((a & 1) && (b & 1)) r |= 32;
  return r;
}
