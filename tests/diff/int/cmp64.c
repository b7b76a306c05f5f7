// cmp64: 64-bit comparisons, signed and unsigned, and mixed signedness after promotion.
// The inputs' domain below: every native path over it must be a test's path.
// DOMAIN: a=0..3,0x7ffffffffffffffe..0x8000000000000001,0xfffffffffffffffd..0xffffffffffffffff b=0,1,2,0x7fffffffffffffff,0x8000000000000000,0xffffffffffffffff
#include "symx.h"

int main(void) {
  unsigned long long a, b;
  symx_make_symbolic(&a, sizeof a, "a");
  symx_make_symbolic(&b, sizeof b, "b");
  long long sa = (long long)a, sb = (long long)b;
  int r = 0;
  if (a < b) return 1;
  if (a <= b) return 2;
  if (sa < sb) return 4;
  if (sa >= sb) return 8;
  if (a == b) return 16;
  if (sa > 0 ? sb < 0 : sb > 0) return 32;
  if (sa < (long long)b) return 64;
  return r;
}
