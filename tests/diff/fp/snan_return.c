// snan_return: a signalling NaN returned by a function. x86-64 returns it
// in an SSE register, unchanged; i386 returns float and double in the x87
// register st(0), whose load quiets it (the quiet bit set): symx follows the
// data model. The input picks the NaN's payload bits and sign.
// DOMAIN: p=0..3
#include <string.h>
#include "symx.h"

static double make(unsigned long long bits) {
  double d;
  memcpy(&d, &bits, sizeof d);
  return d;
}

static float makef(unsigned bits) {
  float f;
  memcpy(&f, &bits, sizeof f);
  return f;
}

int main(void) {
  unsigned char p;
  symx_make_symbolic(&p, 1, "p");
  if (p > 3) return 0;
  for (unsigned char k = 0; k < 4; k++)   /* one path per value: each test checks its bits */
    if (p == k) p = k;
  double d = make(0x7FF0000000000001ull | (unsigned long long)(p & 1) << 63 | (unsigned long long)(p & 2) << 40);
  float f = makef(0x7F800001u | (unsigned)(p & 1) << 31 | (unsigned)(p & 2) << 20);
  unsigned long long b;
  unsigned c;
  memcpy(&b, &d, sizeof b);
  memcpy(&c, &f, sizeof c);
  int r = (int)(b >> 51 & 1) | (int)(c >> 22 & 1) << 1;   /* the quiet bits */
  return r | (int)(b >> 41 & 1) << 2 | (int)(c >> 21 & 1) << 3 | (int)(b >> 63) << 4;
}
