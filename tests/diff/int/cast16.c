// cast16: a 16-bit value narrowed to 8 bits and widened to 32 and 64 bits,
// signed and unsigned.
// DOMAIN: a=0..3,0x7f..0x81,0xff..0x101,0x7fff..0x8001,0xff7f..0xff81,0xfffe,0xffff
// EXPECT: exit:0
#include "symx.h"

int main(void) {
  unsigned short a;
  symx_make_symbolic(&a, sizeof a, "a");
  short s = (short)a;
  int r = 0;
  unsigned char lo = (unsigned char)a;    /* trunc 16 -> 8 */
  signed char slo = (signed char)s;
  if (lo == 0x80)
    r |= 1;
  if (slo < 0 && s > 0)
    r |= 2;
  int w = s;                              /* sext 16 -> 32 */
  unsigned int uw = a;                    /* zext 16 -> 32 */
  if ((unsigned int)w != uw)
    r |= 4;
  long long l = s;                        /* sext 16 -> 64 */
  if (l < -0x7000)
    r |= 8;
  if ((short)(unsigned short)l != s)
    r |= 64;                              /* never */
  return r;
}
