// sext: sign extension i8->i32, i16->i64, i32->i64.
// Three inputs, one two-way branch on each: 2*2*2 = 8 paths.
// EXIT: 0
// COMPLETE: true
// PATHS: 8
// OUTCOMES: exit:0=8
#include "symx.h"
#include <assert.h>

int main(void) {
  signed char a;
  short b;
  int c;
  symx_make_symbolic(&a, sizeof a, "a");
  symx_make_symbolic(&b, sizeof b, "b");
  symx_make_symbolic(&c, sizeof c, "c");

  unsigned u = (unsigned)(int)a;
  if (u > 0x7Fu)
    assert(u >= 0xFFFFFF80u);
  else
    assert(a >= 0);

  long long l = b;
  if (l < -30000)
    assert(l >= -32768 & (unsigned long long)l >> 16 == 0xFFFFFFFFFFFFull);
  else
    assert(l <= 32767);

  long long m = c;
  if (m < 0)
    assert((unsigned long long)m >> 32 == 0xFFFFFFFFull);
  else
    assert((unsigned long long)m >> 32 == 0);
  return 0;
}
