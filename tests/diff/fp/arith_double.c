// arith_double: + - * / on every pair of doubles of a table of special
// values (signed zeros, infinities, NaNs with payloads, a signalling NaN,
// subnormals, the extremes, values whose sums round): the inputs pick the
// operation and the pair (one path each, concrete arithmetic), the result is
// classed by branches and its bit pattern folded into the exit code, so that
// every test checks the exact bits the native SSE arithmetic gives.
// DOMAIN: op=0..3 a=0..15 b=0..15
#include <string.h>
#include "symx.h"

static const double vals[16] = {
    0.0, -0.0, 1.0, -1.5, 0.1, 3.0, 0x1.fffffffffffffp1023, -0x1.fffffffffffffp1023,
    0x1p-1074, 0x1p-1022, __builtin_inf(), -__builtin_inf(),
    __builtin_nan("0x123"), -__builtin_nans("0x4000000000456"), 0x1p-53, 0x1.0000000000001p0};

/* vals[i] for a symbolic i: one path per value. */
static double pick(unsigned char i) {
  for (unsigned char k = 0; k < 16; k++)
    if (i == k) return vals[k];
  return 0;
}

int main(void) {
  unsigned char op, a, b;
  symx_make_symbolic(&op, 1, "op");
  symx_make_symbolic(&a, 1, "a");
  symx_make_symbolic(&b, 1, "b");
  if (op > 3 || a > 15 || b > 15) return 0;
  double x = pick(a), y = pick(b), r;
  switch (op) {
  case 0: r = x + y; break;
  case 1: r = x - y; break;
  case 2: r = x * y; break;
  default: r = x / y; break;
  }
  int cls;
  if (r != r) cls = 1;
  else if (r == 0) cls = 2;
  else if (r < 0) cls = 3;
  else cls = 4;
  unsigned long long bits;
  memcpy(&bits, &r, sizeof bits);
  unsigned h = (unsigned)(bits ^ bits >> 17 ^ bits >> 31 ^ bits >> 47 ^ bits >> 59);
  return cls * 50 + (int)(h % 50);
}
