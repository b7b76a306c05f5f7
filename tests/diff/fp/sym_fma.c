// sym_fma: fused multiply-adds of a free double and a free float, each
// branch decided by the solver (Z3's fp.fma): the fused result differs from
// the product then the sum where the product's rounding error matters.
// DOMAIN: nondet_double=0,0x3ff0000000000001,0x3fefffffffffffff,0x3fe0000000000000,0xbff0000000000000,0x7ff8000000000000,0x7ff0000000000000 nondet_float=0,0x3f800001,0x3f7fffff,0x40400000,0xc0a00000,0x7fc00000,0x7f800000
#include <math.h>

double __VERIFIER_nondet_double(void);
float __VERIFIER_nondet_float(void);

int main(void) {
  double x = __VERIFIER_nondet_double();
  float f = __VERIFIER_nondet_float();
  int r = 0;
  if (fma(x, 2.0, -1.0) == 1.0) r += 1;          /* x == 1 */
  else if (fma(x, 4.0, 1.0) == 3.0) r += 2;      /* x == 0.5 */
  else if (isnan(fma(x, 0.0, 1.0))) r += 3;      /* x infinite or a NaN */
  if (fmaf(f, f, -1.0f) == -0x1p-24f) r += 5;    /* the fused square's error: f == 1 - 2^-24 */
  else if (fmaf(f, 1.0f, 0.0f) < -2.0f) r += 20;
  return r;
}
