// ld_convert: long double to and from float, double and the integers, on a
// table of special encodings: fptrunc to double and float (ties to even,
// values one unit off a tie, which rounding through an intermediate format
// would get wrong (1 + 2^-24 + 2^-54: to float directly 1 + 2^-23, through a
// double 1), overflow, denormal results, NaN payloads, the x87's
// invalid encodings: the default NaN), fptosi/fptoui at 8, 16, 32 and 64
// bits (out of range and NaN: float-cast-overflow, UBSan's check natively),
// and from float, double and 8..64-bit integers (fpext with signalling NaNs,
// sitofp/uitofp beyond 2^63). The result's bits are folded into the exit code.
// DOMAIN: op=0..11 a=0..23
// EXPECT: error:float-cast-overflow
#include <string.h>
#include "symx.h"

struct enc { unsigned long long sig; unsigned short se; };
static const struct enc vals[24] = {
    {0, 0x8000}, {0x8000000000000400ull, 0x3fff}, {0x8000000000000401ull, 0x3fff},
    {0x8000000000000c00ull, 0x3fff}, {0x800000ffffffffffull, 0x3fff}, {0x8000008000000200ull, 0x3fff},
    {0xfffffffffffffc00ull, 0x43fe}, {0xfffffffffffff800ull, 0x43fe}, {0x8000000000000000ull, 0xc03e},
    {0xffffffffffffffffull, 0x403e}, {0x8000000000000000ull, 0x403f}, {0xc000000000000000ull, 0x3bcc},
    {0x8000000000000001ull, 0x3bcc}, {0xc000000000000000ull, 0x3f69}, {0xffffffffffffffffull, 0x7ffe},
    {0xc000000000000123ull, 0x7fff}, {0x8123456789abcdefull, 0xffff}, {0x4000000000000000ull, 0x3fff},
    {0x4000000000000000ull, 0x7fff}, {0x8000000000000001ull, 0}, {0xff00000000000000ull, 0x4006},
    {0xffffffffffffffffull, 0xc01e}, {0x8000000000000000ull, 0x7fff}, {0xe000000000000000ull, 0x4004}};

static long double pick(unsigned char i) {
  long double x = 0;
  for (unsigned char k = 0; k < 24; k++)
    if (i == k) {
      memcpy(&x, &vals[k].sig, 8);
      memcpy((char *)&x + 8, &vals[k].se, 2);
    }
  return x;
}

static const double dvals[12] = {-0.0, 0x1p-1074, 0x1.fffffffffffffp1023, 1.0 / 3, __builtin_inf(),
                                 -__builtin_nans("0x4000000000456"), __builtin_nan("0x123"), 0x1p-1022,
                                 -2.5, 0x1.0000000000001p0, 1e300, -0x1p-1060};
static const long long ivals[12] = {0, -1, 127, -128, 32767, -32768, 2147483647, -2147483647 - 1,
                                    0x7fffffffffffffffll, -0x7fffffffffffffffll - 1, 0x1fffffffffffffll,
                                    -0x20000000000001ll};

static unsigned long long ldbits(long double r) {
  unsigned long long sig;
  unsigned short se;
  memcpy(&sig, &r, 8);
  memcpy(&se, (char *)&r + 8, 2);
  return sig ^ (unsigned long long)se << 23 ^ (unsigned long long)se << 48;
}

static unsigned long long from(unsigned char op, unsigned char a) {
  double d = 0;
  long long i = 0;
  for (unsigned char k = 0; k < 12; k++)   /* concrete on each path: the native fast path */
    if (a % 12 == k) d = dvals[k], i = ivals[k];
  switch (op) {
  case 6: return ldbits(a < 12 ? (long double)d : (long double)(float)d);
  case 7: return ldbits(a < 12 ? (long double)i : (long double)(unsigned long long)i);
  case 8: return ldbits(a < 12 ? (long double)(int)i : (long double)(unsigned)i);
  case 9: return ldbits(a < 12 ? (long double)(signed char)i : (long double)(unsigned char)i);
  case 10: return ldbits(a < 12 ? (long double)(short)i : (long double)(unsigned short)i);
  default: return 0;
  }
}

int main(void) {
  unsigned char op, a;
  symx_make_symbolic(&op, 1, "op");
  symx_make_symbolic(&a, 1, "a");
  if (op > 11 || a > 23) return 0;
  long double x = pick(a);
  unsigned long long v;
  switch (op) {
  case 0: {
    double d = (double)x;
    memcpy(&v, &d, 8);
    break;
  }
  case 1: {
    float f = (float)x;
    unsigned b;
    memcpy(&b, &f, 4);
    v = b;
    break;
  }
  case 2: v = (unsigned long long)(long long)x; break;
  case 3: v = (unsigned long long)x; break;
  case 4: v = (unsigned long long)(long long)(int)x + (unsigned)x; break;
  case 5: v = (unsigned long long)(signed char)x + (unsigned char)x + (short)x + (unsigned short)x; break;
  case 11: v = (x < 1.0L) | (x <= 1.0L) << 1 | (x > 1.0L) << 2 | (x >= 1.0L) << 3 | (x == 1.0L) << 4 |
               (x != 1.0L) << 5 | __builtin_isunordered(x, 1.0L) << 6 | __builtin_islessgreater(x, 1.0L) << 7;
    break;
  default: v = from(op, a); break;
  }
  return (int)((v ^ v >> 7 ^ v >> 19 ^ v >> 31 ^ v >> 43 ^ v >> 57) & 0xfe);
}
