// ashr: arithmetic (sign-filling) right shifts of signed values at 8, 16,
// 32 (symbolic amount) and 64 bits.
// Four inputs, one two-way branch on each: 2*2*2*2 = 16 paths.
// EXIT: 0
// COMPLETE: true
// PATHS: 16
// OUTCOMES: exit:0=16
#include "symx.h"
#include <assert.h>
#include <limits.h>

int main(void) {
  signed char a;
  short b;
  unsigned char s;
  long long d;
  symx_make_symbolic(&a, sizeof a, "a");
  symx_make_symbolic(&b, sizeof b, "b");
  symx_make_symbolic(&s, sizeof s, "s");
  symx_make_symbolic(&d, sizeof d, "d");

  if (a >> 7 == -1)
    assert(a < 0);
  else
    assert(a >= 0);

  if (b >> 4 == -1)                    /* exactly b in [-16, -1] */
    assert(b < 0 & b >= -16);
  else
    assert(b >= 0 | b < -16);

  int min = INT_MIN;
  if ((min >> (s & 31)) == -1)         /* all ones only after a shift by 31 */
    assert((s & 31) == 31);
  else
    assert((s & 31) != 31);

  if (d >> 40 == 0)                    /* exactly d in [0, 2^40) */
    assert(d >= 0 & d < (1LL << 40));
  else
    assert(d < 0 | d >= (1LL << 40));
  return 0;
}
