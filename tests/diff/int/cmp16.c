// cmp16: 16-bit comparisons, signed and unsigned, and mixed signedness after promotion.
// The inputs' domain below: every native path over it must be a test's path.
// DOMAIN: a=0..3,127..129,255..257,32766..32769,65534,65535 b=0,1,2,255,256,32767,32768,65535
#include "symx.h"

int main(void) {
  unsigned short a, b;
  symx_make_symbolic(&a, sizeof a, "a");
  symx_make_symbolic(&b, sizeof b, "b");
  short sa = (short)a, sb = (short)b;
  int r = 0;
  if (a < b) r |= 1;
  if (a <= b) r |= 2;
  if (sa < sb) r |= 4;
  if (sa >= sb) r |= 8;
  if (a == b) r |= 16;
  if (sa > 0 ? sb < 0 : sb > 0) r |= 32;
  if (sa < (short)b) r |= 64;
  return r;
}
