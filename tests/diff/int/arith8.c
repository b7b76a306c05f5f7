// arith8: 8-bit + - * and unary minus, unsigned and signed, with wrap-around.
// The inputs' domain below: every native path over it must be a test's path.
// DOMAIN: a=0..255 b=0,1,3,127,128,255
#include "symx.h"

int main(void) {
  unsigned char a, b;
  symx_make_symbolic(&a, sizeof a, "a");
  symx_make_symbolic(&b, sizeof b, "b");
  signed char sa = (signed char)a, sb = (signed char)b;
  int r = 0;
  unsigned char sum = a + b, diff = a - b, prod = a * b;
  if (sum < a) r |= 1;                      /* unsigned carry */
  if (diff > a) r |= 2;                     /* unsigned borrow */
  if (prod == 0 && a != 0 && b != 0) r |= 4;    /* zero divisors: the product wrapped */
  signed char ssum = (signed char)((unsigned char)sa + (unsigned char)sb);          /* two's complement wrap, no UB */
  if (sa > 0 && sb > 0 && ssum < 0) r |= 8;
  if (sa < 0 && sb < 0 && ssum >= 0) r |= 16;
  signed char neg = (signed char)(0 - (unsigned char)sa);
  if (neg == sa && sa != 0) r |= 32;        /* only the minimum is its own negation */
  signed char tri = (signed char)((unsigned char)sa * 3u);
  if (tri < sa) r |= 64;
  return r;
}
