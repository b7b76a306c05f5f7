// ld_sym: two free long doubles (klee_make_symbolic over the objects: any
// bit pattern, invalid encodings included) through an addition with the
// x87's NaN rules, a subtraction, comparisons and conversions to double,
// float and long long, each side of each branch found by the solver (Z3's
// FloatingPoint 15 64 with the explicit integer bit encoded around it); the
// domain holds special encodings and the values at each branch's edge.
// ARGS: --max-solver-time 60
// DOMAIN: x=0,0x3fff8000000000000000,0x3fff4000000000000000,0x7fffc000000000000123,0xffffc000000000000000,0x3fffc000000000000000,0x3fff8000000000000001,0x3fff8000000000000400,0x3f6a8000000000000000,0x400cc0e4000000000000,0x00008000000000000001 y=0,0x3ffe8000000000000000,0xbfff8000000000000000,0x7fffc000000000000456,0x7fff4000000000000000,0x7fff8000000000000000
#include <string.h>
#include "symx.h"

int main(void) {
  long double x, y;
  symx_make_symbolic(&x, sizeof x, "x");
  symx_make_symbolic(&y, sizeof y, "y");
  if (x != x) {                         /* a NaN or an invalid encoding */
    long double s = x + y;
    unsigned long long sig;
    unsigned short se;
    memcpy(&sig, &s, 8);
    memcpy(&se, (char *)&s + 8, 2);
    if (se == 0xffff && sig == 0xc000000000000000ull) return 1;   /* the default NaN */
    if (se & 0x8000) return 2;
    return 3;
  }
  if (y != y) return 4;
  long double d = x - y;
  if (d == 0.5L) return 5;
  if (d > 0x1p64L) return 6;
  double n = (double)x;
  if (n == 1.0 && x != 1.0L) return 7;  /* rounds to 1.0 */
  if ((float)x == 0x1p-149f) return 8;
  if (x >= 0 && x < 0x1p62L && (long long)x == 12345) return 9;
  if (x > 0 && x < 0x1p-16382L) return 10;   /* a denormal or pseudo-denormal */
  return 0;
}
