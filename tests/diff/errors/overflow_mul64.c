// overflow_mul64: with --check-overflow, a signed 64-bit product that
// overflows is an error.
// ARGS: --check-overflow
// DOMAIN: a=0,3,-3,0x4000000000000000,-0x4000000000000000,0x7fffffffffffffff b=0,2,-2,3
// EXPECT: error:overflow exit:0 exit:1
#include "symx.h"

int main(void) {
  long long a, b;
  symx_make_symbolic(&a, sizeof a, "a");
  symx_make_symbolic(&b, sizeof b, "b");
  if (b < -2 || b > 3)
    return 2;
  long long p = a * b;
  if (p > 0)
    return 1;
  return 0;
}
