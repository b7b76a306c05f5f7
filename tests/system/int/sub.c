// sub: wrap-around subtraction on 8, 16, 32 (unsigned) and 64-bit (signed) values.
// Four inputs, one two-way branch on each: 2*2*2*2 = 16 paths.
// EXIT: 0
// COMPLETE: true
// PATHS: 16
// OUTCOMES: exit:0=16
#include "symx.h"
#include <assert.h>
#include <limits.h>

int main(void) {
  unsigned char a;
  unsigned short b;
  unsigned int c;
  long long d;
  symx_make_symbolic(&a, sizeof a, "a");
  symx_make_symbolic(&b, sizeof b, "b");
  symx_make_symbolic(&c, sizeof c, "c");
  symx_make_symbolic(&d, sizeof d, "d");

  unsigned char ra = a - 100;          /* a < 100 wraps to a + 156 */
  if (ra > 200)                        /* exactly a in [45, 99] */
    assert(a >= 45 & a < 100);
  else
    assert(a < 45 | a >= 100);

  if ((unsigned short)(b - 1) == 65535)
    assert(b == 0);
  else
    assert(b != 0);

  if (c - 5u > c)                      /* borrow: exactly c < 5 */
    assert(c < 5u);
  else
    assert(c >= 5u);

  if (d - 1 > d)                       /* wraps only at LLONG_MIN */
    assert(d == LLONG_MIN);
  else
    assert(d != LLONG_MIN);
  return 0;
}
