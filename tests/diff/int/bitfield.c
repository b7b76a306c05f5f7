// bitfield: struct bit-fields of odd widths, signed and unsigned, read and written.
// DOMAIN: raw=bytes(0,1,0x55,0x80,0xff)
// EXPECT: exit:0
#include "symx.h"

struct bf { unsigned a : 3; signed b : 5; unsigned c : 7; signed d : 1; unsigned e : 16; };

int main(void) {
  unsigned char raw[4];
  symx_make_symbolic(raw, 4, "raw");
  struct bf s;
  __builtin_memcpy(&s, raw, 4);
  int r = 0;
  if (s.a == 5) r |= 1;
  if (s.b < -3) r |= 2;
  if (s.c > 100) r |= 4;
  if (s.d) r |= 8;
  s.b = s.a - 9;
  if (s.b == -9 + 5) r |= 16;
  s.e = (unsigned)s.c * 1000;
  if (s.e < 1000 && s.c) r |= 32;
  return r;
}
