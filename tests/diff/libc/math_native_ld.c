// math_native_ld: libm's pure long double functions (sinl, expl, powl,
// atan2l, ...) run natively in LP64, so their results are exactly what the
// native program's libm gives (the x87 passes their arguments in memory and
// returns st(0)), and errno with them (logl(-1) sets EDOM, expl(20000)
// ERANGE), over special values and an invalid encoding (an unnormal). One
// path per value; every result's 80 bits are folded into the exit code.
// ARGS: --data-model LP64
// DOMAIN: a=0..7
#include <errno.h>
#include <math.h>
#include <string.h>
#include "symx.h"

struct enc { unsigned long long sig; unsigned short se; };
static const struct enc vals[8] = {
    {0x8000000000000000ull, 0x3ffe}, {0, 0x8000}, {0xc90fdaa22168c235ull, 0x4000}, {0xc000000000000123ull, 0x7fff},
    {0x8000000000000000ull, 0x7fff}, {0x8000000000000000ull, 0xbfff}, {0x4000000000000000ull, 0x3fff},
    {0x9c40000000000000ull, 0x400d}};

static unsigned long long fold(unsigned long long h, long double r) {
  unsigned long long sig;
  unsigned short se;
  memcpy(&sig, &r, 8);
  memcpy(&se, (char *)&r + 8, 2);
  h = (h ^ sig ^ (unsigned long long)se << 48) * 0x100000001b3ull;
  return h ^ h >> 29;
}

int main(void) {
  unsigned char a;
  symx_make_symbolic(&a, 1, "a");
  if (a > 7) return 0;
  long double x = 0;
  for (unsigned char k = 0; k < 8; k++)
    if (a == k) {
      memcpy(&x, &vals[k].sig, 8);
      memcpy((char *)&x + 8, &vals[k].se, 2);
    }
  unsigned long long h = 1469598103934665603ull;
  int errs = 0;
  long double r[] = {sinl(x), cosl(x), tanl(x), expl(x), logl(x), log2l(x), log1pl(x), powl(x, 0.75L),
                     powl(2.5L, x), atan2l(x, -1.5L), cbrtl(x), hypotl(x, 3), erfl(x), tgammal(x),
                     remainderl(x, 0.3L), fdiml(x, 1), expm1l(x), tanhl(x), asinl(x), atanl(x)};
  for (unsigned i = 0; i < sizeof r / sizeof r[0]; i++) h = fold(h, r[i]);
  errno = 0;
  h = fold(h, logl(x - 1));
  errs = errs * 3 + (errno == EDOM) + 2 * (errno == ERANGE);
  errno = 0;
  h = fold(h, expl(x * 30000));
  errs = errs * 3 + (errno == EDOM) + 2 * (errno == ERANGE);
  unsigned v = (unsigned)(h % 24) * 10 + (unsigned)errs;
  return (int)(v >= 121 ? v + 1 : v);   /* 121: the runner's "does not fit" code */
}
