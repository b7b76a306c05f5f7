// shift16: 16-bit << and >> (logical and arithmetic), amounts below the width.
// The inputs' domain below: every native path over it must be a test's path.
// DOMAIN: a=0..3,127..129,255..257,32766..32769,65534,65535 b=0,1,2,255,256,32767,32768,65535
#include "symx.h"

int main(void) {
  unsigned short a, b;
  symx_make_symbolic(&a, sizeof a, "a");
  symx_make_symbolic(&b, sizeof b, "b");
  short sa = (short)a, sb = (short)b;
  int r = 0;
  unsigned n = (unsigned)(b % 16);
  unsigned short l = (unsigned short)(a << n);
  unsigned short rl = a >> n;
  short ra = (short)(sa >> n);
  if (((unsigned short)(l >> n)) != a) r |= 1;         /* bits shifted out */
  if (rl == 0) r |= 2;
  if (ra == -1) r |= 4;
  if (ra < 0) r |= 8;
  if (n == 0) r |= 16;
  if (((unsigned short)(rl << n)) == a) r |= 32;       /* nothing lost on the right */
  return r;
}
