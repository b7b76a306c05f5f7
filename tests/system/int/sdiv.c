// sdiv: signed division truncates toward zero, at 8, 16, 32 and 64 bits.
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

  if (a / 10 == -12)                   /* exactly a in [-128, -120] */
    assert(a <= -120);
  else
    assert(a > -120);

  if (b / -7 == 3)                     /* exactly b in [-27, -21] */
    assert(b >= -27 & b <= -21);
  else
    assert(b < -27 | b > -21);

  if (c / 2 == 0)                      /* exactly c in {-1, 0, 1} */
    assert(c >= -1 & c <= 1);
  else
    assert(c < -1 | c > 1);

  if (d / 1000000000000LL == -9)       /* d in (-10^13, -9*10^12] */
    assert(d <= -9000000000000LL & d > -10000000000000LL);
  else
    assert(d > -9000000000000LL | d <= -10000000000000LL);
  return 0;
}
