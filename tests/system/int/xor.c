// xor: bitwise exclusive or at 8, 16, 32 and 64 bits.
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

  if ((a ^ 0x55) == 0xAA)
    assert(a == 0xFF);
  else
    assert(a != 0xFF);

  if (((b ^ (b >> 8)) & 0xFF) == 0)    /* high byte equals low byte */
    assert((b & 0xFF) == (b >> 8));
  else
    assert((b & 0xFF) != (b >> 8));

  if ((c ^ 0xFFFFFFFFu) == c + 1)      /* ~c == c + 1: 2c = -2 mod 2^32 */
    assert(c == 0xFFFFFFFFu | c == 0x7FFFFFFFu);
  else
    assert(c != 0xFFFFFFFFu);

  if ((d ^ (d >> 63)) == 5)            /* d = 5, or ~d = 5 for negative d */
    assert(d == 5 | d == -6);
  else
    assert(d != 5 & d != -6);
  return 0;
}
