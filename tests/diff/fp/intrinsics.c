// intrinsics: fabs copysign floor ceil trunc round rint nearbyint sqrt fmin
// fmax and a*b+c (llvm.fmuladd, unfused on x86-64 without -mfma) on every
// pair of doubles of a table of special values, the result's bits folded
// into the exit code; op 7 and up the float versions.
// ARGS: -fno-math-errno
// DOMAIN: op=0..13 a=0..9 b=0..9
#include <math.h>
#include <string.h>
#include "symx.h"

static const double vals[10] = {
    0.0, -0.0, 2.5, -2.5, 0.49999999999999994, -1e300, 0x1p-1074, __builtin_inf(), __builtin_nan("0x7"),
    -__builtin_nans("0x9")};

static double pick(unsigned char i) {
  for (unsigned char k = 0; k < 10; k++)
    if (i == k) return vals[k];
  return 0;
}

static unsigned long long dbits(double d) {
  unsigned long long b;
  memcpy(&b, &d, sizeof b);
  return b;
}

static unsigned long long fbits(float f) {
  unsigned b;
  memcpy(&b, &f, sizeof b);
  return b;
}

/* The exit code for r (0..254): 121 is the runner's "does not fit" code. */
static int code(unsigned r) { return (int)(r >= 121 ? r + 1 : r); }

int main(void) {
  unsigned char op, a, b;
  symx_make_symbolic(&op, 1, "op");
  symx_make_symbolic(&a, 1, "a");
  symx_make_symbolic(&b, 1, "b");
  if (op > 13 || a > 9 || b > 9) return 0;
  double x = pick(a), y = pick(b);
  float fx = (float)x, fy = (float)y;
  unsigned long long v;
  switch (op) {
  case 0: v = dbits(fabs(x)) ^ dbits(copysign(x, y)) * 3; break;
  case 1: v = dbits(floor(x)) ^ dbits(ceil(y)) * 3; break;
  case 2: v = dbits(trunc(x)) ^ dbits(round(y)) * 3; break;
  case 3: v = dbits(rint(x)) ^ dbits(nearbyint(y)) * 3; break;
  case 4: v = dbits(sqrt(x)) ^ dbits(x * y + 1.0) * 3; break;
  case 5: v = dbits(fmin(x, y)); break;
  case 6: v = dbits(fmax(x, y)); break;
  case 7: v = fbits(fabsf(fx)) ^ fbits(copysignf(fx, fy)) * 3; break;
  case 8: v = fbits(floorf(fx)) ^ fbits(ceilf(fy)) * 3; break;
  case 9: v = fbits(truncf(fx)) ^ fbits(roundf(fy)) * 3; break;
  case 10: v = fbits(rintf(fx)) ^ fbits(nearbyintf(fy)) * 3; break;
  case 11: v = fbits(sqrtf(fx)) ^ fbits(fx * fy + 1.0f) * 3; break;
  case 12: v = fbits(fminf(fx, fy)); break;
  default: v = fbits(fmaxf(fx, fy)); break;
  }
  return code((unsigned)((v ^ v >> 7 ^ v >> 19 ^ v >> 31 ^ v >> 43 ^ v >> 57) & 0xfe));
}
