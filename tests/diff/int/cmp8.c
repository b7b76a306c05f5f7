// cmp8: 8-bit comparisons, signed and unsigned, and mixed signedness after promotion.
// The inputs' domain below: every native path over it must be a test's path.
// DOMAIN: a=0..255 b=0,1,3,127,128,255
#include "symx.h"

int main(void) {
  unsigned char a, b;
  symx_make_symbolic(&a, sizeof a, "a");
  symx_make_symbolic(&b, sizeof b, "b");
  signed char sa = (signed char)a, sb = (signed char)b;
  int r = 0;
  if (a < b) r |= 1;
  if (a <= b) r |= 2;
  if (sa < sb) r |= 4;
  if (sa >= sb) r |= 8;
  if (a == b) r |= 16;
  if (sa > 0 ? sb < 0 : sb > 0) r |= 32;
  if (sa < (signed char)b) r |= 64;
  return r;
}
