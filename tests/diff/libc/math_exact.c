// math_exact: sqrt, fmod, ldexp, scalbn, frexp, modf, nextafter, fabs,
// copysign, floor, ceil, trunc, round, rint (called as functions:
// -fno-builtin) over pairs of special doubles, their bits and errno
// hashed into the outcome, which the native run with glibc must reproduce.
// A symbolic float through sqrtf
// follows the model exactly.
// ARGS: -fno-builtin
// DOMAIN: i=0..7 j=0..7 z=0,0x3f800000,0xbf800000,0x80000000,0x7fc00000,0xff800000
// EXPECT: exit:0 exit:1 exit:2 exit:3
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "symx.h"

static uint64_t bits_of(double d) {
  uint64_t u;
  memcpy(&u, &d, sizeof u);
  return u;
}

static double pick(int k) {
  static const uint64_t v[] = {0x0000000000000000ull, 0x8000000000000000ull, 0x3ff8000000000000ull /* 1.5 */,
                               0xc024000000000000ull /* -10 */, 0x0000000000000003ull /* subnormal */,
                               0x7ff0000000000000ull /* inf */, 0x7ff8000000000000ull /* nan */,
                               0x7fefffffffffffffull /* max */};
  double d;
  memcpy(&d, &v[k & 7], sizeof d);
  return d;
}

int main(void) {
  int si = symx_range(0, 8, "i"), sj = symx_range(0, 8, "j");
  int i = 0, j = 0;
  for (int k = 1; k < 8; k++) { /* one path per pair: the values are concrete on it */
    if (si == k) i = k;
    if (sj == k) j = k;
  }
  float z;
  symx_make_symbolic(&z, sizeof z, "z");
  double x = pick(i), y = pick(j);
  uint64_t h = 0;
  errno = 0;
  h = h * 31 + bits_of(sqrt(x)) + (uint64_t)errno;
  errno = 0;
  h = h * 31 + bits_of(fmod(x, y)) + (uint64_t)errno;
  errno = 0;
  h = h * 31 + bits_of(ldexp(x, j * 300 - 1100)) + (uint64_t)errno;
  h = h * 31 + bits_of(scalbn(y, i * 150 - 600));
  int e = 0;
  h = h * 31 + bits_of(frexp(x, &e)) + (uint64_t)e;
  double ip = 0;
  h = h * 31 + bits_of(modf(y, &ip)) + bits_of(ip);
  errno = 0;
  h = h * 31 + bits_of(nextafter(x, y)) + (uint64_t)errno;
  h = h * 31 + bits_of(fabs(y)) + bits_of(copysign(x, y));
  h = h * 31 + bits_of(floor(y)) + bits_of(ceil(y)) + bits_of(trunc(x)) + bits_of(round(x)) + bits_of(rint(y));
  /* The result of the whole computation decides the outcome: the native
   * run must take the same branch. */
  int r = (int)(h % 3);
  if (i == 0 && j == 0) { /* a symbolic float: EDOM exactly for the negative ones */
    errno = 0;
    float s = sqrtf(z);
    if (errno == EDOM && !(s == s)) r = 3;
  }
  return r;
}
