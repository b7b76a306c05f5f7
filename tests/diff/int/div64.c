// div64: 64-bit / and %, unsigned and signed (division by zero and MIN / -1 avoided).
// The inputs' domain below: every native path over it must be a test's path.
// DOMAIN: a=0..3,0x7ffffffffffffffe..0x8000000000000001,0xfffffffffffffffd..0xffffffffffffffff b=0,1,2,0x7fffffffffffffff,0x8000000000000000,0xffffffffffffffff
#include "symx.h"

int main(void) {
  unsigned long long a, b;
  symx_make_symbolic(&a, sizeof a, "a");
  symx_make_symbolic(&b, sizeof b, "b");
  long long sa = (long long)a, sb = (long long)b;
  int r = 0;
  if (b == 0)
    return 100;
  unsigned long long q = a / b, m = a % b;
  if (q == 0) return 1;
  if (m == 0) return 2;
  if (q > 2) return 4;
  if (sb == -1)
    return 64;
  long long sq = (long long)(sa / sb), sm = (long long)(sa % sb);
  if (sq < 0) return 8;
  if (sm < 0) return 16;
  return r;
}
