// shift8: 8-bit << and >> (logical and arithmetic), amounts below the width.
// The inputs' domain below: every native path over it must be a test's path.
// DOMAIN: a=0..255 b=0,1,3,127,128,255
#include "symx.h"

int main(void) {
  unsigned char a, b;
  symx_make_symbolic(&a, sizeof a, "a");
  symx_make_symbolic(&b, sizeof b, "b");
  signed char sa = (signed char)a, sb = (signed char)b;
  int r = 0;
  unsigned n = (unsigned)(b % 8);
  unsigned char l = (unsigned char)(a << n);
  unsigned char rl = a >> n;
  signed char ra = (signed char)(sa >> n);
  if (((unsigned char)(l >> n)) != a) r |= 1;         /* bits shifted out */
  if (rl == 0) r |= 2;
  if (ra == -1) r |= 4;
  if (ra < 0) r |= 8;
  if (n == 0) r |= 16;
  if (((unsigned char)(rl << n)) == a) r |= 32;       /* nothing lost on the right */
  return r;
}
