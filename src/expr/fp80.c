/* fp80: x86's 80-bit extended format (long double: LLVM's x86_fp80), the
 * width-80 case of fp_apply (fp.h). The arithmetic is the host's x87 (symx
 * runs on x86-64, whose long double is this format, computed at 64-bit
 * precision: Linux leaves the x87 precision control at extended), so the
 * hardware's own rules give the results, NaNs and invalid encodings
 * included; fp80.h states those rules, which the solver's encoding
 * (solver_z3.c) spells out. */
#include "expr/fp80.h"
#include "expr/fp.h"

#include <math.h>
#include <string.h>

/* The host keeps a long double in 16 bytes, the 10 of the format first. */
static long double ld(u128 x) {
  long double d = 0;
  memcpy(&d, &x, 10);
  return d;
}

static u128 bits80(long double d) {
  u128 x = 0;
  memcpy(&x, &d, 10);
  return x;
}

static unsigned exp80(u128 x) { return (unsigned)(x >> 64) & 0x7FFF; }
static uint64_t sig80(u128 x) { return (uint64_t)x; }

bool fp80_invalid(u128 x) { return exp80(x) != 0 && !(sig80(x) >> 63); }

bool fp80_unordered(u128 x) {
  return fp80_invalid(x) || (exp80(x) == 0x7FFF && (sig80(x) << 1) != 0);
}

u128 fp80_default_nan(void) { return (u128)0xFFFF << 64 | 0xC000000000000000ull; }

/* NaN bits through fpext: sign kept, payload at the top of the 63 fraction
 * bits, quieted (fld of a float or double SNaN loads it quieted). */
static u128 ext_nan(unsigned kw, uint64_t x) {
  uint64_t sign = kw == 32 ? x >> 31 & 1 : x >> 63;
  uint64_t frac = kw == 32 ? (x & 0x7FFFFFu) << 40 : (x & 0xFFFFFFFFFFFFFull) << 11;
  return (u128)(sign << 15 | 0x7FFF) << 64 | 0xC000000000000000ull | frac;
}

/* NaN bits through fptrunc (fst to memory): the payload's top bits, quieted;
 * an invalid encoding is an invalid operand: the default NaN. */
static uint64_t trunc_nan(unsigned w, u128 x) {
  if (fp80_invalid(x)) return fp_default_nan(w);
  uint64_t sign = (uint64_t)(x >> 79) & 1, frac = sig80(x) & 0x7FFFFFFFFFFFFFFFull;
  if (w == 64) return sign << 63 | 0x7FF8000000000000ull | frac >> 11;
  return sign << 31 | 0x7FC00000u | frac >> 40;
}

static long double from_narrow(unsigned kw, uint64_t x) {
  if (kw == 32) {
    float f;
    uint32_t b = (uint32_t)x;
    memcpy(&f, &b, 4);
    return f;
  }
  double d;
  memcpy(&d, &x, 8);
  return d;
}

static uint64_t to_narrow(unsigned w, long double v) {
  if (w == 32) {
    float f = (float)v;
    uint32_t b;
    memcpy(&b, &f, 4);
    return b;
  }
  double d = (double)v;
  uint64_t b;
  memcpy(&b, &d, 8);
  return b;
}

/* x rounded toward zero, if that integer lies in [lo, hi). */
static bool trunc_in(u128 x, long double lo, long double hi, long double *t) {
  if (fp80_unordered(x)) return false;
  *t = truncl(ld(x));
  return *t >= lo && *t < hi;
}

bool fp80_to_int_fits(ExprKind k, unsigned w, u128 x) {
  long double t;
  if (k == EXPR_FPTOSI) return trunc_in(x, -ldexpl(1, (int)w - 1), ldexpl(1, (int)w - 1), &t);
  return trunc_in(x, 0, ldexpl(1, (int)w), &t);
}

u128 fp80_from_long_double(long double d) { return bits80(d); }
long double fp80_to_long_double(u128 x) { return ld(x); }

static u128 to_int(ExprKind k, unsigned w, u128 x) {
  uint64_t sign = 1ull << (w - 1);
  if (!fp80_to_int_fits(k, w, x)) return sign;
  long double t = truncl(ld(x));
  if (k == EXPR_FPTOSI) return (uint64_t)(int64_t)t & (sign | (sign - 1));
  return (uint64_t)t;
}

/* fsqrt, kept as the one instruction (the compiler may otherwise call libm). */
static long double x87_sqrt(long double a) {
  long double r;
  __asm__("fsqrt" : "=t"(r) : "0"(a));
  return r;
}

/* FRINT: x rounded to an integral value as the x87's frndint does (an
 * invalid encoding gives the default NaN, a NaN is quieted); symx uses it
 * for the range checks of conversions, not for libm's floorl and the like. */
static u128 round_integral(FpRound r, u128 x) {
  if (fp80_invalid(x)) return fp80_default_nan();
  if (fp80_unordered(x)) return fp_quiet(80, x);
  long double a = ld(x);
  switch (r) {
  case FP_RNE: return bits80(nearbyintl(a));   /* the default rounding mode: ties to even */
  case FP_RNA: return bits80(roundl(a));
  case FP_RTP: return bits80(ceill(a));
  case FP_RTN: return bits80(floorl(a));
  default: return bits80(truncl(a));
  }
}

u128 fp80_apply(ExprKind k, unsigned width, unsigned kw, uint32_t aux, u128 x, u128 y) {
  volatile long double a = ld(x), b = ld(y);   /* volatile: computed at run time by the x87 */
  switch (k) {
  case EXPR_FADD: return bits80(a + b);
  case EXPR_FSUB: return bits80(a - b);
  case EXPR_FMUL: return bits80(a * b);
  case EXPR_FDIV: return bits80(a / b);
  case EXPR_FSQRT: return bits80(x87_sqrt(a));
  case EXPR_FRINT: return round_integral((FpRound)aux, x);
  case EXPR_FOEQ: return a == b;
  case EXPR_FOLT: return a < b;
  case EXPR_FOLE: return a <= b;
  case EXPR_FUNO: return fp80_unordered(x) || fp80_unordered(y);
  case EXPR_FPTOSI: case EXPR_FPTOUI: return to_int(k, width, x);
  case EXPR_SITOFP: {
    int64_t v = kw == 64 ? (int64_t)(uint64_t)x : (int64_t)((uint64_t)x << (64 - kw)) >> (64 - kw);
    return bits80((long double)v);
  }
  case EXPR_UITOFP: return bits80((long double)(uint64_t)x);
  case EXPR_FPEXT:
    if (fp_is_nan(kw, (uint64_t)x)) return ext_nan(kw, (uint64_t)x);
    return bits80(from_narrow(kw, (uint64_t)x));
  case EXPR_FPTRUNC:
    if (fp80_unordered(x)) return trunc_nan(width, x);
    return to_narrow(width, a);
  default: return 0;
  }
}
