// cmp32: 32-bit comparisons, signed and unsigned, and mixed signedness after promotion.
// The inputs' domain below: every native path over it must be a test's path.
// DOMAIN: a=0..3,0x7ffffffe..0x80000001,0xfffffffd..0xffffffff b=0,1,2,3,0x7fffffff,0x80000000,0xffffffff
#include "symx.h"

int main(void) {
  unsigned int a, b;
  symx_make_symbolic(&a, sizeof a, "a");
  symx_make_symbolic(&b, sizeof b, "b");
  int sa = (int)a, sb = (int)b;
  int r = 0;
  if (a < b) r |= 1;
  if (a <= b) r |= 2;
  if (sa < sb) r |= 4;
  if (sa >= sb) r |= 8;
  if (a == b) r |= 16;
  if (sa > 0 ? sb < 0 : sb > 0) r |= 32;
  if (sa < (int)b) r |= 64;
  return r;
}
