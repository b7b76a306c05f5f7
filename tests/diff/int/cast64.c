// cast64: a 64-bit value narrowed to 32, 16 and 8 bits; signed and
// unsigned views.
// DOMAIN: a=0,1,0xff,0x80000000,0xffffffff,0x100000000,0x7fffffffffffffff,0x8000000000000000,0xffffffff80000000,0xffffffffffffffff
// EXPECT: exit:0
#include "symx.h"

int main(void) {
  unsigned long long a;
  symx_make_symbolic(&a, sizeof a, "a");
  long long s = (long long)a;
  unsigned int lo = (unsigned int)a;      /* trunc 64 -> 32 */
  int slo = (int)lo;
  if (slo < 0 && s > 0)
    return 1;
  if ((long long)slo == s)
    return 2;                             /* value fits in 32 bits */
  if ((unsigned short)a == 0 && (unsigned char)(a >> 32) == 1)
    return 3;
  if (s < 0)
    return 4;
  return 0;
}
