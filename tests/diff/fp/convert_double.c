// convert_double: double to int, unsigned, signed char, long long, unsigned
// long long and float, for every value of a table of special values; those
// whose integral part the integer type cannot hold (and NaNs) are undefined
// behaviour, reported as float-cast-overflow (UBSan's check natively).
// DOMAIN: op=0..5 a=0..15
// EXPECT: error:float-cast-overflow
#include <string.h>
#include "symx.h"

static const double vals[16] = {
    -0.0, 0.9999999999999999, -0.9999999999999999, -1.0, 255.9, -128.9, 2147483647.9, -2147483648.9,
    -2147483649.0, 4294967295.5, 4294967296.0, 0x1p63, -0x1p63, 0x1p64, __builtin_inf(), __builtin_nan("0x5")};

static double pick(unsigned char i) {
  for (unsigned char k = 0; k < 16; k++)
    if (i == k) return vals[k];
  return 0;
}

int main(void) {
  unsigned char op, a;
  symx_make_symbolic(&op, 1, "op");
  symx_make_symbolic(&a, 1, "a");
  if (op > 5 || a > 15) return 0;
  double x = pick(a);
  unsigned long long v;
  switch (op) {
  case 0: v = (unsigned long long)(long long)(int)x; break;
  case 1: v = (unsigned)x; break;
  case 2: v = (unsigned long long)(signed char)x; break;
  case 3: v = (unsigned long long)(long long)x; break;
  case 4: v = (unsigned long long)x; break;
  default: {
    float f = (float)x;
    unsigned b;
    memcpy(&b, &f, sizeof b);
    v = b;
  }
  }
  return (int)((v ^ v >> 7 ^ v >> 19 ^ v >> 31 ^ v >> 43 ^ v >> 57) & 0x7f);
}
