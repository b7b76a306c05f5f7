// urem: unsigned remainder at 8, 16, 32 and 64 bits.
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

  if (a % 16 == 15)
    assert((a & 15) == 15);
  else
    assert((a & 15) != 15);

  if (b % 1000 == 999)
    assert(b >= 999);
  else
    assert(b != 999);

  if (c % 0x80000000u == 5)            /* c = 5 or c = 0x80000005 */
    assert((c & 0x7FFFFFFFu) == 5);
  else
    assert(c != 5u);

  if (d % 10 == 3)
    assert(d % 2 == 1);
  else
    assert(d != 3);
  return 0;
}
