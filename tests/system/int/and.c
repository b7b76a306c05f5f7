// and: bitwise and at 8, 16, 32 and 64 bits.
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
  unsigned int c;
  long long d;
  symx_make_symbolic(&a, sizeof a, "a");
  symx_make_symbolic(&b, sizeof b, "b");
  symx_make_symbolic(&c, sizeof c, "c");
  symx_make_symbolic(&d, sizeof d, "d");

  if ((a & 0xF0) == 0xA0)
    assert(a >= 0xA0 & a <= 0xAF);
  else
    assert(a < 0xA0 | a > 0xAF);

  if ((b & 0x8001) == 0x8001)
    assert(b % 2 == 1 & b >= 0x8000);
  else
    assert(b != 0xFFFF);

  if ((c & (c - 1)) == 0)              /* zero or a power of two */
    assert((c & 7u) == 0 | c <= 4u);
  else
    assert(c != 0 & c != 1 & c != 2 & c != 4 & c != 8);

  if ((d & (long long)0x8000000000000000ull) != 0)
    assert(d < 0);
  else
    assert(d >= 0);
  return 0;
}
