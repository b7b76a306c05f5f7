// zext: zero extension u8->i32, u16->u32, u32->u64, i1->i32.
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
  unsigned int c, e;
  symx_make_symbolic(&a, sizeof a, "a");
  symx_make_symbolic(&b, sizeof b, "b");
  symx_make_symbolic(&c, sizeof c, "c");
  symx_make_symbolic(&e, sizeof e, "e");

  int i = a;
  if (i > 127)
    assert(a >= 128 & i < 256);
  else
    assert(i >= 0);

  unsigned u = b;
  if (u >= 0x8000u)
    assert(u <= 0xFFFFu);
  else
    assert(u < 0x8000u);

  unsigned long long l = c;
  if (l > 0x7FFFFFFFull)
    assert(l >> 32 == 0 & (int)c < 0);
  else
    assert((int)c >= 0);

  int z = (e == 5u);                    /* i1 zero-extended to 0 or 1 */
  if (z)
    assert(e == 5u & z == 1);
  else
    assert(z == 0);
  return 0;
}
