// arith32: 32-bit + - * and unary minus, unsigned and signed, with wrap-around.
// The inputs' domain below: every native path over it must be a test's path.
// DOMAIN: a=0..3,0x7ffffffe..0x80000001,0xfffffffd..0xffffffff b=0,1,2,3,0x7fffffff,0x80000000,0xffffffff
#include "symx.h"

int main(void) {
  unsigned int a, b;
  symx_make_symbolic(&a, sizeof a, "a");
  symx_make_symbolic(&b, sizeof b, "b");
  int sa = (int)a, sb = (int)b;
  int r = 0;
  unsigned int sum = a + b, diff = a - b, prod = a * b;
  if (sum < a) r |= 1;                      /* unsigned carry */
  if (diff > a) r |= 2;                     /* unsigned borrow */
  if (prod == 0 && a != 0 && b != 0) r |= 4;    /* zero divisors: the product wrapped */
  int ssum = (int)((unsigned int)sa + (unsigned int)sb);          /* two's complement wrap, no UB */
  if (sa > 0 && sb > 0 && ssum < 0) r |= 8;
  if (sa < 0 && sb < 0 && ssum >= 0) r |= 16;
  int neg = (int)(0 - (unsigned int)sa);
  if (neg == sa && sa != 0) r |= 32;        /* only the minimum is its own negation */
  int tri = (int)((unsigned int)sa * 3u);
  if (tri < sa) r |= 64;
  return r;
}
