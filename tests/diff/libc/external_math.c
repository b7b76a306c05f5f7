// external_math: with --external-calls concrete, the transcendental
// functions symx does not model (sin, pow, exp, log10, atan2, hypot, cbrt,
// expf, powf, with double and float arguments and results, mixed with an
// int argument: ldexp's is modelled, scalbln's is not) run natively in
// glibc; each path's values are concrete, so the run is complete and the
// native replay takes the same branches.
// ARGS: --external-calls concrete
// NEEDS: i386
// DOMAIN: x=0..5
// EXPECT: exit:0 exit:1 exit:2 exit:3
#include <math.h>
#include "symx.h"

int main(void) {
  int sx = symx_range(0, 6, "x");
  double d = 0.5;
  float f = 2.0f;
  if (sx == 1) d = -1.25, f = 0.1f;
  if (sx == 2) d = 100.0, f = -3.0f;
  if (sx == 3) d = 1e-300, f = 1e30f;
  if (sx == 4) d = -0.0;
  if (sx == 5) d = 1.0 / 0.0;
  double a = sin(d) + pow(d, 3.0) + exp(d / 100) + log10(fabs(d) + 1) + atan2(d, 2.0) + hypot(d, 3.0) + cbrt(d);
  float b = expf(f / 10) + powf(f, 2.0f);
  double c = scalbln(d, 3L);
  if (a != a) return 1;
  if (a > 1e6) return 2;
  if (b > 100.0f || c < -5) return 3;
  return 0;
}
