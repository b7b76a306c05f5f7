// trunc: truncation i32->i8, i64->i16, i64->i32, i16->i8.
// Four inputs, one two-way branch on each: 2*2*2*2 = 16 paths.
// EXIT: 0
// COMPLETE: true
// PATHS: 16
// OUTCOMES: exit:0=16
#include "symx.h"
#include <assert.h>

int main(void) {
  unsigned int c;
  unsigned long long d;
  long long e;
  short f;
  symx_make_symbolic(&c, sizeof c, "c");
  symx_make_symbolic(&d, sizeof d, "d");
  symx_make_symbolic(&e, sizeof e, "e");
  symx_make_symbolic(&f, sizeof f, "f");

  unsigned char t = (unsigned char)c;
  if (t == 0xAB)
    assert((c & 0xFF) == 0xAB);
  else
    assert((c & 0xFF) != 0xAB);

  unsigned short s = (unsigned short)d;
  if (s == 0)
    assert(d % 65536 == 0);
  else
    assert(d % 65536 != 0);

  int i = (int)e;
  if (i < 0)
    assert((e & 0x80000000LL) != 0);
  else
    assert((e & 0x80000000LL) == 0);

  signed char g = (signed char)f;
  if (g == -1)
    assert((f & 0xFF) == 0xFF);
  else
    assert((f & 0xFF) != 0xFF);
  return 0;
}
