// div32: 32-bit / and %, unsigned and signed (division by zero and MIN / -1 avoided).
// The inputs' domain below: every native path over it must be a test's path.
// DOMAIN: a=0..3,0x7ffffffe..0x80000001,0xfffffffd..0xffffffff b=0,1,2,3,0x7fffffff,0x80000000,0xffffffff
#include "symx.h"

int main(void) {
  unsigned int a, b;
  symx_make_symbolic(&a, sizeof a, "a");
  symx_make_symbolic(&b, sizeof b, "b");
  int sa = (int)a, sb = (int)b;
  int r = 0;
  if (b == 0)
    return 100;
  unsigned int q = a / b, m = a % b;
  if (q == 0) r |= 1;
  if (m == 0) r |= 2;
  if (q > 2) r |= 4;
  if (sb == -1)
    return r | 64;
  int sq = (int)(sa / sb), sm = (int)(sa % sb);
  if (sq < 0) r |= 8;
  if (sm < 0) r |= 16;
  return r;
}
