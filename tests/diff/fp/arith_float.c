// arith_float: + - * / on every pair of floats of a table of special
// values (signed zeros, infinities, NaNs with payloads, a signalling NaN,
// subnormals, the extremes, values whose sums round): the inputs pick the
// operation and the pair (one path each, concrete arithmetic), the result is
// classed by branches and its bit pattern folded into the exit code, so that
// every test checks the exact bits the native SSE arithmetic gives.
// DOMAIN: op=0..3 a=0..15 b=0..15
#include <string.h>
#include "symx.h"

static const float vals[16] = {
    0.0f, -0.0f, 1.0f, -1.5f, 0.1f, 3.0f, 0x1.fffffep127f, -0x1.fffffep127f,
    0x1p-149f, 0x1p-126f, __builtin_inff(), -__builtin_inff(),
    __builtin_nanf("0x123"), -__builtin_nansf("0x200456"), 0x1p-24f, 0x1.000002p0f};

/* vals[i] for a symbolic i: one path per value. */
static float pick(unsigned char i) {
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
  float x = pick(a), y = pick(b), r;
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
  unsigned bits;
  memcpy(&bits, &r, sizeof bits);
  unsigned h = bits ^ bits >> 11 ^ bits >> 23 ^ bits >> 29;
  return cls * 50 + (int)(h % 50);
}
