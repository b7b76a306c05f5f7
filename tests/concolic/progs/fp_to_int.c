/* Conversions of doubles and floats to integers of 8 to 64 bits, out of
 * range too (C's undefined behaviour): symx cc's program computes what the
 * -O0 program computes (the operand passes through an empty inline asm, so
 * that -O2 cannot fold a conversion it knows to be out of range); past a
 * value that does not fit, the runtime's "it fits" branch is taken false and
 * the result is concrete (counted) (tests/concolic/run.py, families). */
#include <stdint.h>
#include <stdio.h>
#include "symx.h"

static unsigned long long h;
static void mix(uint64_t v) { h = h * 1000003 + v; }

int main(void) {
  double d[6];
  float f[6];
  symx_make_symbolic(d, sizeof d, "d");
  symx_make_symbolic(f, sizeof f, "f");
  for (int k = 0; k < 6; k++) {
    double x = d[k];
    float y = f[k];
    mix((uint8_t)(int8_t)x), mix((uint8_t)x), mix((uint16_t)(int16_t)x), mix((uint16_t)x);
    mix((uint32_t)(int32_t)x), mix((uint32_t)x), mix((uint64_t)(int64_t)x), mix((uint64_t)x);
    mix((uint32_t)(int32_t)y), mix((uint32_t)y), mix((uint64_t)(int64_t)y), mix((uint64_t)y);
    if (x == 1e10) mix((uint32_t)(int32_t)x); /* a value -O2 would know */
  }
  printf("%llu\n", h);
  return (int)(h & 0x7f);
}
