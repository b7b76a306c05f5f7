// add: wrap-around addition on unsigned 8, 16, 32 and 64-bit values.
// Four inputs, one two-way branch on each, always-true asserts: 2*2*2*2 = 16 paths.
// EXIT: 0
// COMPLETE: true
// PATHS: 16
// OUTCOMES: exit:0=16
// INPUTS: a:1 b:2 c:4 d:8
#include "symx.h"
#include <assert.h>

int main(void) {
  unsigned char a;
  unsigned short b;
  unsigned int c;
  unsigned long long d;
  symx_make_symbolic(&a, sizeof a, "a");
  symx_make_symbolic(&b, sizeof b, "b");
  symx_make_symbolic(&c, sizeof c, "c");
  symx_make_symbolic(&d, sizeof d, "d");

  unsigned char sa = a + 200;          /* wraps for a >= 56 */
  if (sa < 100)                        /* exactly a in [56, 155] */
    assert(a >= 56 & a <= 155);
  else
    assert((unsigned char)(a - 56) >= 100);

  unsigned short sb = b + 40000;       /* wraps for b >= 25536 */
  if (sb < 30000)                      /* exactly b in [25536, 55535] */
    assert(b >= 25536 & b <= 55535);
  else
    assert(b < 25536 | b > 55535);

  if (c + c == 2u)                     /* c = 1 or c = 0x80000001 */
    assert(c == 1u | c == 0x80000001u);
  else
    assert(c != 1u);

  if (d + 0xFFFFFFFFFFFFFFF0ull < 5)   /* exactly d in [16, 20] */
    assert(d >= 16 & d <= 20);
  else
    assert(d < 16 | d > 20);
  return 0;
}
