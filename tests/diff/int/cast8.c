// cast8: an 8-bit value widened to 16, 32 and 64 bits (sign- and
// zero-extension) and narrowed back.
// DOMAIN: a=0..255
// EXPECT: exit:0
#include "symx.h"

int main(void) {
  unsigned char a;
  symx_make_symbolic(&a, sizeof a, "a");
  signed char s = (signed char)a;
  int r = 0;
  short s16 = s;                          /* sext 8 -> 16 */
  unsigned short z16 = a;                 /* zext 8 -> 16 */
  if (s16 < 0)
    r |= 1;
  if ((unsigned short)s16 != z16)
    r |= 2;                               /* exactly when the sign bit is set */
  long long s64 = s;
  if ((unsigned long long)s64 >> 63)
    r |= 4;
  unsigned int u32 = (unsigned int)s;     /* sext, then reinterpreted */
  if (u32 > 0xffffff80u)
    r |= 8;
  signed char back = (signed char)(s16 * 2);  /* trunc 16 -> 8 */
  if (back != (signed char)(unsigned char)(a << 1))
    r |= 64;                              /* never */
  unsigned long long z64 = a;
  if (z64 + 1 == 0)
    r |= 64;                              /* never */
  _Bool t = a;                            /* to bool: a != 0 */
  if (!t)
    r |= 16;
  return r;
}
