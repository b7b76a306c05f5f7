// srem: signed remainder takes the sign of the dividend, at 8, 16, 32 and 64 bits.
// Four inputs, one two-way branch on each: 2*2*2*2 = 16 paths.
// EXIT: 0
// COMPLETE: true
// PATHS: 16
// OUTCOMES: exit:0=16
#include "symx.h"
#include <assert.h>

int main(void) {
  signed char a;
  short b;
  int c;
  long long d;
  symx_make_symbolic(&a, sizeof a, "a");
  symx_make_symbolic(&b, sizeof b, "b");
  symx_make_symbolic(&c, sizeof c, "c");
  symx_make_symbolic(&d, sizeof d, "d");

  if (a % 10 == -8)                    /* a in {-8, -18, ..., -128} */
    assert(a < 0);
  else
    assert(a != -8);

  if (b % -3 == 2)                     /* b > 0 and b = 2 mod 3 */
    assert(b > 0);
  else
    assert(b != 2);

  if (c % 4 == -3)                     /* c < 0 and c = 1 mod 4 (two's complement) */
    assert(c < 0 & (c & 3) == 1);
  else
    assert(c != -3);

  if (d % 1000000007LL == -1)
    assert(d < 0);
  else
    assert(d != -1);
  return 0;
}
