// div16: 16-bit / and %, unsigned and signed (division by zero and MIN / -1 avoided).
// The inputs' domain below: every native path over it must be a test's path.
// DOMAIN: a=0..3,127..129,255..257,32766..32769,65534,65535 b=0,1,2,255,256,32767,32768,65535
#include "symx.h"

int main(void) {
  unsigned short a, b;
  symx_make_symbolic(&a, sizeof a, "a");
  symx_make_symbolic(&b, sizeof b, "b");
  short sa = (short)a, sb = (short)b;
  int r = 0;
  if (b == 0)
    return 100;
  unsigned short q = a / b, m = a % b;
  if (q == 0) r |= 1;
  if (m == 0) r |= 2;
  if (q > 2) r |= 4;
  if (sb == -1)
    return r | 64;
  short sq = (short)(sa / sb), sm = (short)(sa % sb);
  if (sq < 0) r |= 8;
  if (sm < 0) r |= 16;
  return r;
}
