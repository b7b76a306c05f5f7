// div8: 8-bit / and %, unsigned and signed (division by zero and MIN / -1 avoided).
// The inputs' domain below: every native path over it must be a test's path.
// DOMAIN: a=0..255 b=0,1,3,127,128,255
#include "symx.h"

int main(void) {
  unsigned char a, b;
  symx_make_symbolic(&a, sizeof a, "a");
  symx_make_symbolic(&b, sizeof b, "b");
  signed char sa = (signed char)a, sb = (signed char)b;
  int r = 0;
  if (b == 0)
    return 100;
  unsigned char q = a / b, m = a % b;
  if (q == 0) r |= 1;
  if (m == 0) r |= 2;
  if (q > 2) r |= 4;
  if (sb == -1)
    return r | 64;
  signed char sq = (signed char)(sa / sb), sm = (signed char)(sa % sb);
  if (sq < 0) r |= 8;
  if (sm < 0) r |= 16;
  return r;
}
