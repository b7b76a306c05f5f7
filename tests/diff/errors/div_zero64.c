// div_zero64: unsigned 64-bit division and remainder by inputs.
// DOMAIN: a=0,1,7,0xffffffffffffffff b=0,1,3,0x100000000
// EXPECT: error:div-by-zero exit:0 exit:1
#include "symx.h"

int main(void) {
  unsigned long long a, b;
  symx_make_symbolic(&a, sizeof a, "a");
  symx_make_symbolic(&b, sizeof b, "b");
  if (a > 5) {
    unsigned long long r = a % b;
    if (r == 0)
      return 1;
    return 0;
  }
  return (int)(1000 / (b + a));
}
