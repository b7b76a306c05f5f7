// shift32: 32-bit << and >> (logical and arithmetic), amounts below the width.
// The inputs' domain below: every native path over it must be a test's path.
// DOMAIN: a=0..3,0x7ffffffe..0x80000001,0xfffffffd..0xffffffff b=0,1,2,3,0x7fffffff,0x80000000,0xffffffff
#include "symx.h"

int main(void) {
  unsigned int a, b;
  symx_make_symbolic(&a, sizeof a, "a");
  symx_make_symbolic(&b, sizeof b, "b");
  int sa = (int)a, sb = (int)b;
  int r = 0;
  unsigned n = (unsigned)(b % 32);
  unsigned int l = (unsigned int)(a << n);
  unsigned int rl = a >> n;
  int ra = (int)(sa >> n);
  if (((unsigned int)(l >> n)) != a) r |= 1;         /* bits shifted out */
  if (rl == 0) r |= 2;
  if (ra == -1) r |= 4;
  if (ra < 0) r |= 8;
  if (n == 0) r |= 16;
  if (((unsigned int)(rl << n)) == a) r |= 32;       /* nothing lost on the right */
  return r;
}
