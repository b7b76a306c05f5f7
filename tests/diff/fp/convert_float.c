// convert_float: float to int, unsigned, signed char, long long, unsigned
// long long and double, for every value of a table of special values; those
// whose integral part the integer type cannot hold (and NaNs) are undefined
// behaviour, reported as float-cast-overflow (UBSan's check natively).
// DOMAIN: op=0..5 a=0..15
// EXPECT: error:float-cast-overflow
#include <string.h>
#include "symx.h"

static const float vals[16] = {
    -0.0f, 0.99999994f, -0.99999994f, -1.0f, 255.9f, -128.9f, 2147483520.0f, -2147483648.0f,
    -2147483904.0f, 4294967040.0f, 4294967296.0f, 0x1p63f, -0x1p63f, 0x1p64f, __builtin_inff(), __builtin_nanf("0x5")};

static float pick(unsigned char i) {
  for (unsigned char k = 0; k < 16; k++)
    if (i == k) return vals[k];
  return 0;
}

int main(void) {
  unsigned char op, a;
  symx_make_symbolic(&op, 1, "op");
  symx_make_symbolic(&a, 1, "a");
  if (op > 5 || a > 15) return 0;
  float x = pick(a);
  unsigned long long v;
  switch (op) {
  case 0: v = (unsigned long long)(long long)(int)x; break;
  case 1: v = (unsigned)x; break;
  case 2: v = (unsigned long long)(signed char)x; break;
  case 3: v = (unsigned long long)(long long)x; break;
  case 4: v = (unsigned long long)x; break;
  default: {
    double d = x;
    unsigned long long b;
    memcpy(&b, &d, sizeof b);
    v = b;
  }
  }
  return (int)((v ^ v >> 7 ^ v >> 19 ^ v >> 31 ^ v >> 43 ^ v >> 57) & 0x7f);
}
