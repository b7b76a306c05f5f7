// cast32: a 32-bit value narrowed to 16 and 8 bits and widened to 64 bits;
// int/unsigned conversions in comparisons.
// DOMAIN: a=0,1,0x7f,0x80,0xff,0x100,0x7fff,0x8000,0xffff,0x10000,0x7fffffff,0x80000000,0xffff8000,0xffffff80,0xffffffff
// EXPECT: exit:0
#include "symx.h"

int main(void) {
  unsigned int a;
  symx_make_symbolic(&a, sizeof a, "a");
  int s = (int)a;
  int r = 0;
  short h = (short)a;                     /* trunc 32 -> 16 */
  signed char c = (signed char)a;         /* trunc 32 -> 8 */
  if (h < 0)
    r |= 1;
  if (c == -128)
    r |= 2;
  long long l = s;                        /* sext 32 -> 64 */
  unsigned long long z = a;               /* zext 32 -> 64 */
  if ((unsigned long long)l != z)
    r |= 4;
  if (s < 0 && a > 5u)
    r |= 8;                               /* the same bits, two orders */
  if (h == s)
    r |= 16;                              /* value fits in 16 bits */
  return r;
}
