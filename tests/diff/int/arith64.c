// arith64: 64-bit + - * and unary minus, unsigned and signed, with wrap-around.
// The inputs' domain below: every native path over it must be a test's path.
// DOMAIN: a=0..3,0x7ffffffffffffffe..0x8000000000000001,0xfffffffffffffffd..0xffffffffffffffff b=0,1,2,0x7fffffffffffffff,0x8000000000000000,0xffffffffffffffff
#include "symx.h"

int main(void) {
  unsigned long long a, b;
  symx_make_symbolic(&a, sizeof a, "a");
  symx_make_symbolic(&b, sizeof b, "b");
  long long sa = (long long)a, sb = (long long)b;
  int r = 0;
  unsigned long long sum = a + b, diff = a - b, prod = a * b;
  if (sum < a) return 1;                      /* unsigned carry */
  if (diff > a) return 2;                     /* unsigned borrow */
  if (prod == 0 && a != 0 && b != 0) return 4;    /* zero divisors: the product wrapped */
  long long ssum = (long long)((unsigned long long)sa + (unsigned long long)sb);          /* two's complement wrap, no UB */
  if (sa > 0 && sb > 0 && ssum < 0) return 8;
  if (sa < 0 && sb < 0 && ssum >= 0) return 16;
  long long neg = (long long)(0 - (unsigned long long)sa);
  if (neg == sa && sa != 0) return 32;        /* only the minimum is its own negation */
  long long tri = (long long)((unsigned long long)sa * 3u);
  if (tri < sa) return 64;
  return r;
}
