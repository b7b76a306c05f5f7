// mul: multiplication modulo 2^N at 8, 16, 32 and 64 bits.
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
  unsigned long long d;
  symx_make_symbolic(&a, sizeof a, "a");
  symx_make_symbolic(&b, sizeof b, "b");
  symx_make_symbolic(&c, sizeof c, "c");
  symx_make_symbolic(&d, sizeof d, "d");

  if ((unsigned char)(a * 3) == 1)     /* 3 * 171 = 513 = 2 * 256 + 1 */
    assert(a == 171);
  else
    assert(a != 171);

  if ((unsigned short)((unsigned)b * b) == 0)  /* b*b = 0 mod 2^16 iff b = 0 mod 256 */
    assert((b & 255) == 0);
  else
    assert((b & 255) != 0);

  if (c * 0x10000u == 0x30000u)        /* c = 3 mod 2^16 */
    assert((c & 0xFFFFu) == 3);
  else
    assert((c & 0xFFFFu) != 3);

  if (d * 5 == 1)                      /* the inverse of 5 modulo 2^64 */
    assert(d == 0xCCCCCCCCCCCCCCCDull);
  else
    assert(d != 0xCCCCCCCCCCCCCCCDull);
  return 0;
}
