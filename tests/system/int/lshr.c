// lshr: logical right shifts at 8, 16, 32 (symbolic amount) and 64 bits.
// Four inputs, one two-way branch on each: 2*2*2*2 = 16 paths.
// EXIT: 0
// COMPLETE: true
// PATHS: 16
// OUTCOMES: exit:0=16
#include "symx.h"
#include <assert.h>

int main(void) {
  unsigned char a, s;
  unsigned short b;
  unsigned long long d;
  symx_make_symbolic(&a, sizeof a, "a");
  symx_make_symbolic(&b, sizeof b, "b");
  symx_make_symbolic(&s, sizeof s, "s");
  symx_make_symbolic(&d, sizeof d, "d");

  if (a >> 5 == 7)
    assert(a >= 224);
  else
    assert(a < 224);

  if (b >> 15 == 1)
    assert(b >= 32768);
  else
    assert(b < 32768);

  unsigned top = 0x80000000u;
  if ((top >> (s & 31)) == 1u)         /* only a shift by 31 */
    assert((s & 31) == 31);
  else
    assert((s & 31) != 31);

  if (d >> 62 == 2)                    /* no sign fill: top bits exactly 10 */
    assert(d >= 0x8000000000000000ull & d < 0xC000000000000000ull);
  else
    assert(d < 0x8000000000000000ull | d >= 0xC000000000000000ull);
  return 0;
}
