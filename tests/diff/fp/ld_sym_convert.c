// ld_sym_convert: conversions of free values, each branch decided by the
// solver: long double to double (a NaN's payload, the default NaN of an
// invalid encoding, the smallest denormal) and to int, double to long double
// (a signalling NaN quieted), 64-bit integers to long double (exact there).
// ARGS: --max-solver-time 60
// DOMAIN: x=0,0x3c018000000000000000,0x3bcd8000000000000000,0x7fffc000000000000800,0x3fff4000000000000000,0x4005c000000000000000,0x4005b800000000000000 d=0,0x7ff4000000000001,0x7fe0000000000000 i=0,0x4000000000000000,-1,0x7fffffffffffffff
#include <string.h>
#include "symx.h"

int main(void) {
  long double x;
  double d;
  long long i;
  symx_make_symbolic(&x, sizeof x, "x");
  symx_make_symbolic(&d, sizeof d, "d");
  symx_make_symbolic(&i, sizeof i, "i");
  int r = 0;
  double t = (double)x;
  unsigned long long tb;
  memcpy(&tb, &t, 8);
  if (tb == 0x7ff8000000000001ull) r |= 1;        /* a NaN's payload, top bits kept */
  else if (tb == 0xfff8000000000000ull) r |= 2;   /* the default NaN: an invalid encoding */
  else if (tb == 1) r |= 4;                        /* rounds to the smallest denormal */
  if (x > 0 && x < 1e6L && (int)x == 55) r |= 8;
  long double e = d;
  unsigned short ese;
  unsigned long long esig;
  memcpy(&esig, &e, 8);
  memcpy(&ese, (char *)&e + 8, 2);
  if (ese == 0x7fff && esig == 0xc000000000000800ull) r |= 16;   /* quieted, payload shifted */
  else if (e > 0x1p1000L) r |= 32;
  if ((long double)i == 0x1p62L) r |= 64;
  if ((long double)(unsigned long long)i == 18446744073709551615.0L) r |= 128;
  return r == 121 ? 200 : r;
}
