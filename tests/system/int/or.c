// or: bitwise or at 8, 16, 32 and 64 bits.
// Four inputs, one two-way branch on each: 2*2*2*2 = 16 paths.
// EXIT: 0
// COMPLETE: true
// PATHS: 16
// OUTCOMES: exit:0=16
#include "symx.h"
#include <assert.h>

int main(void) {
  unsigned char a;
  unsigned short b;
  int c;
  unsigned long long d;
  symx_make_symbolic(&a, sizeof a, "a");
  symx_make_symbolic(&b, sizeof b, "b");
  symx_make_symbolic(&c, sizeof c, "c");
  symx_make_symbolic(&d, sizeof d, "d");

  if ((a | 0x0F) == 0x3F)
    assert(a >= 0x30 & a <= 0x3F);
  else
    assert(a < 0x30 | a > 0x3F);

  if ((b | 1) == 1)
    assert(b <= 1);
  else
    assert(b > 1);

  if ((c | 0x7FFFFFFF) == -1)
    assert(c < 0);
  else
    assert(c >= 0);

  if ((d | 0xFF) == 0xFFFFFFFFFFFFFFFFull)
    assert(d >= 0xFFFFFFFFFFFFFF00ull);
  else
    assert(d < 0xFFFFFFFFFFFFFF00ull);
  return 0;
}
