// arith16: 16-bit + - * and unary minus, unsigned and signed, with wrap-around.
// The inputs' domain below: every native path over it must be a test's path.
// DOMAIN: a=0..3,127..129,255..257,32766..32769,65534,65535 b=0,1,2,255,256,32767,32768,65535
#include "symx.h"

int main(void) {
  unsigned short a, b;
  symx_make_symbolic(&a, sizeof a, "a");
  symx_make_symbolic(&b, sizeof b, "b");
  short sa = (short)a, sb = (short)b;
  int r = 0;
  unsigned short sum = a + b, diff = a - b, prod = a * b;
  if (sum < a) r |= 1;                      /* unsigned carry */
  if (diff > a) r |= 2;                     /* unsigned borrow */
  if (prod == 0 && a != 0 && b != 0) r |= 4;    /* zero divisors: the product wrapped */
  short ssum = (short)((unsigned short)sa + (unsigned short)sb);          /* two's complement wrap, no UB */
  if (sa > 0 && sb > 0 && ssum < 0) r |= 8;
  if (sa < 0 && sb < 0 && ssum >= 0) r |= 16;
  short neg = (short)(0 - (unsigned short)sa);
  if (neg == sa && sa != 0) r |= 32;        /* only the minimum is its own negation */
  short tri = (short)((unsigned short)sa * 3u);
  if (tri < sa) r |= 64;
  return r;
}
