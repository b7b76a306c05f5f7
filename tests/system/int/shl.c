// shl: left shifts at 8, 16 (promoted, then truncated), 32 (symbolic shift
// amount, masked to stay in range) and 64 bits.
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

  if ((unsigned char)(a << 4) == 0x30)
    assert((a & 15) == 3);
  else
    assert((a & 15) != 3);

  if ((unsigned short)(b << 9) == 0)
    assert((b & 127) == 0);
  else
    assert((b & 127) != 0);

  unsigned one = 1;
  if ((one << (s & 31)) == 0x100u)
    assert((s & 31) == 8);
  else
    assert((s & 31) != 8);

  if (d << 60 == 0xF000000000000000ull)
    assert((d & 15) == 15);
  else
    assert((d & 15) != 15);
  return 0;
}
