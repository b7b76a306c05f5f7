// compare: every fcmp predicate C gives (== != < <= > >= and the
// classification macros, which clang writes with the unordered predicates
// uno ult uge and one) on every pair of doubles of a table of special values,
// each predicate's result a bit of the exit code; op 2 and 3 the same on
// floats.
// DOMAIN: op=0..3 a=0..11 b=0..11
#include <math.h>
#include "symx.h"

static const double vals[12] = {
    0.0, -0.0, 1.0, -1.0, 0x1p-1074, 0x1p-1022, 0x1.fffffffffffffp1023, __builtin_inf(),
    -__builtin_inf(), __builtin_nan("0x1"), -__builtin_nans("0x2"), 1.0000000000000002};

static double pick(unsigned char i) {
  for (unsigned char k = 0; k < 12; k++)
    if (i == k) return vals[k];
  return 0;
}

static int preds(double x, double y) {
  return (x == y) | (x != y) << 1 | (x < y) << 2 | (x <= y) << 3 | (x > y) << 4 | (x >= y) << 5 |
         !!isunordered(x, y) << 6 | !!islessgreater(x, y) << 7;
}

static int classes(double x) {
  return !!isnan(x) | !!isinf(x) << 1 | !!isfinite(x) << 2 | !!isnormal(x) << 3 | !!signbit(x) << 4 |
         (fpclassify(x) == FP_SUBNORMAL) << 5 | (fpclassify(x) == FP_ZERO) << 6;
}

static int fpreds(float x, float y) {
  return (x == y) | (x != y) << 1 | (x < y) << 2 | (x <= y) << 3 | (x > y) << 4 | (x >= y) << 5 |
         !!isunordered(x, y) << 6 | !!islessgreater(x, y) << 7;
}

static int fclasses(float x) {
  return !!isnan(x) | !!isinf(x) << 1 | !!isfinite(x) << 2 | !!isnormal(x) << 3 | !!signbit(x) << 4 |
         (fpclassify(x) == FP_SUBNORMAL) << 5 | (fpclassify(x) == FP_ZERO) << 6;
}

/* The exit code for r (0..254): 121 is the runner's "does not fit" code. */
static int code(unsigned r) { return (int)(r >= 121 ? r + 1 : r); }

int main(void) {
  unsigned char op, a, b;
  symx_make_symbolic(&op, 1, "op");
  symx_make_symbolic(&a, 1, "a");
  symx_make_symbolic(&b, 1, "b");
  if (op > 3 || a > 11 || b > 11) return 0;
  double x = pick(a), y = pick(b);
  switch (op) {
  case 0: return code(preds(x, y));
  case 1: return code(classes(x) ^ classes(y) << 1);
  case 2: return code(fpreds((float)x, (float)y));
  default: return code(fclasses((float)x) ^ fclasses((float)y) << 1);
  }
}
