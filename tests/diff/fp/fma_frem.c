// fma_frem: fma and fmaf (llvm.fma: one rounding, NaN operands in the order
// y, x, z as glibc's fma gives them on x86) and the remainder of fmod,
// fmodf and __builtin_fmod, which -fno-math-errno makes frem instructions
// (calls of libm's fmod natively, errno included), on every pair of a table
// of special values; z is per op: the smallest subnormal, a NaN, -(x * y)
// rounded (the fused product's rounding error), -inf. The result's bits and
// errno are folded into the exit code.
// ARGS: -fno-math-errno
// DOMAIN: op=0..10 a=0..9 b=0..9
#include <errno.h>
#include <math.h>
#include <string.h>
#include "symx.h"

static const double vals[10] = {
    0.0, -0.0, 1.0000000000000002, -2.5, 0x1.fffffffffffffp1023, -1e-300, 0x1p-1074, __builtin_inf(),
    __builtin_nan("0x7"), -__builtin_nans("0x9")};

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
  if (op > 10 || a > 9 || b > 9) return 0;
  double x = pick(a), y = pick(b);
  float fx = (float)x, fy = (float)y;
  unsigned long long v;
  errno = 0;
  switch (op) {
  case 0: v = dbits(fma(x, y, 0x1p-1074)); break;
  case 1: v = dbits(fma(x, y, __builtin_nan("0x5"))); break;
  case 2: v = dbits(fma(x, y, -(x * y))); break;
  case 3: v = dbits(fma(x, y, -__builtin_inf())); break;
  case 4: v = fbits(fmaf(fx, fy, 0x1p-149f)); break;
  case 5: v = fbits(fmaf(fx, fy, __builtin_nanf("0x5"))); break;
  case 6: v = fbits(fmaf(fx, fy, -(fx * fy))); break;
  case 7: v = fbits(fmaf(fx, fy, -__builtin_inff())); break;
  case 8: v = dbits(fmod(x, y)); break;
  case 9: v = fbits(fmodf(fx, fy)); break;
  default: v = dbits(__builtin_fmod(y, x)); break;
  }
  v ^= (unsigned long long)errno << 11;
  return code((unsigned)((v ^ v >> 7 ^ v >> 19 ^ v >> 31 ^ v >> 43 ^ v >> 57) & 0xfe));
}
