// udiv: unsigned division at 8, 16 (promoted), 32 and 64 bits, including a
// symbolic divisor guarded against zero.
// a: 2 paths; b: 2 paths; f: f == 0, 100/f == 33, other = 3 paths; d: 2 paths.
// 2*2*3*2 = 24 paths.
// EXIT: 0
// COMPLETE: true
// PATHS: 24
// OUTCOMES: exit:0=24
#include "symx.h"
#include <assert.h>

int main(void) {
  unsigned char a;
  unsigned short b;
  unsigned int f;
  unsigned long long d;
  symx_make_symbolic(&a, sizeof a, "a");
  symx_make_symbolic(&b, sizeof b, "b");
  symx_make_symbolic(&f, sizeof f, "f");
  symx_make_symbolic(&d, sizeof d, "d");

  if (a / 10 == 25)                    /* exactly a in [250, 255] */
    assert(a >= 250);
  else
    assert(a < 250);

  if (b / 1000 == 65)                  /* exactly b in [65000, 65535] */
    assert(b >= 65000);
  else
    assert(b < 65000);

  if (f != 0) {
    if (100u / f == 33u)               /* only f = 3 */
      assert(f == 3);
    else
      assert(f != 3);
  }

  if (d / 0x100000000ull == 1)         /* exactly d in [2^32, 2^33) */
    assert(d >> 32 == 1);
  else
    assert(d >> 32 != 1);
  return 0;
}
