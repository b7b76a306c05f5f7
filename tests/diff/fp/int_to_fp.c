// int_to_fp: signed and unsigned integers of 8, 32 and 64 bits to float and
// double (rounding to nearest even where the value has more digits than the
// format), for every value of a table.
// DOMAIN: op=0..5 a=0..15
#include <string.h>
#include "symx.h"

static const unsigned long long vals[16] = {
    0, 1, 0xFFFFFFFFFFFFFFFFull, 0x7F, 0x80, 0x1000001, 0x1000003, 0x7FFFFFFF,
    0x80000000, 0xFFFFFFFF, 0x20000000000001ull, 0x20000000000003ull, 0x7FFFFFFFFFFFFFFFull,
    0x8000000000000000ull, 0x8000000000000401ull, 0xFFFFFFFFFFFFF400ull};

static unsigned long long pick(unsigned char i) {
  for (unsigned char k = 0; k < 16; k++)
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

int main(void) {
  unsigned char op, a;
  symx_make_symbolic(&op, 1, "op");
  symx_make_symbolic(&a, 1, "a");
  if (op > 5 || a > 15) return 0;
  unsigned long long x = pick(a), v;
  switch (op) {
  case 0: v = dbits((double)(long long)x); break;
  case 1: v = dbits((double)x); break;
  case 2: v = fbits((float)(int)x); break;
  case 3: v = fbits((float)(unsigned)x); break;
  case 4: v = fbits((float)(long long)x) ^ dbits((double)(signed char)x); break;
  default: v = fbits((float)x) ^ dbits((double)(unsigned char)x); break;
  }
  return (int)((v ^ v >> 7 ^ v >> 19 ^ v >> 31 ^ v >> 43 ^ v >> 57) & 0x7f);
}
