// icmp slt/sle/sgt/sge on 8, 16 (promoted), 32 and 64-bit signed values.
// x: 5 leaves; y: 3 leaves; c: 2; h: 2.  5*3*2*2 = 60 paths.
// EXIT: 0
// COMPLETE: true
// PATHS: 60
// OUTCOMES: exit:0=60
#include "symx.h"
#include <assert.h>

int main(void) {
  int x;
  long long y;
  signed char c;
  short h;
  symx_make_symbolic(&x, sizeof x, "x");
  symx_make_symbolic(&y, sizeof y, "y");
  symx_make_symbolic(&c, sizeof c, "c");
  symx_make_symbolic(&h, sizeof h, "h");

  if (x < -5)                           /* slt */
    assert((unsigned)x >= 0x80000000u);
  else if (x <= 0)                      /* sle */
    assert(x + 5 >= 0);
  else if (x > 1000)                    /* sgt */
    assert((unsigned)x > 1000u & (unsigned)x < 0x80000000u);
  else if (x >= 500)                    /* sge */
    assert(x - 500 <= 500);
  else
    assert(x > 0 & x < 500);

  if (y < 0)
    assert((unsigned long long)y >= 0x8000000000000000ull);
  else if (y >= 0x100000000LL)
    assert(y >> 32 != 0);
  else
    assert((unsigned long long)y <= 0xFFFFFFFFull);

  if (c < 0)
    assert((unsigned char)c >= 128);
  else
    assert((unsigned char)c < 128);

  if (h >= -300)
    assert((unsigned short)h < 0x8000 | (unsigned short)h >= 0xFED4);
  else
    assert((unsigned short)h >= 0x8000 & (unsigned short)h < 0xFED4);
  return 0;
}
