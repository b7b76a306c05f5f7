/* fp: see fp.h. The arithmetic itself is the host's C float/double (symx runs
 * on x86-64, whose SSE arithmetic is what the native LP64 program does);
 * NaN results are made here by the rules of fp.h, not left to the host, so
 * that the compiler's freedom to swap commutative operands cannot change
 * which NaN comes out. */
#include "expr/fp.h"
#include "expr/fp80.h"

#include <math.h>
#include <string.h>

static float f32(uint64_t x) {
  uint32_t b = (uint32_t)x;
  float f;
  memcpy(&f, &b, 4);
  return f;
}
static double f64(uint64_t x) {
  double d;
  memcpy(&d, &x, 8);
  return d;
}
static uint64_t bits32(float f) {
  uint32_t b;
  memcpy(&b, &f, 4);
  return b;
}
static uint64_t bits64(double d) {
  uint64_t b;
  memcpy(&b, &d, 8);
  return b;
}

bool fp_is_kind(ExprKind k) { return k >= EXPR_FADD && k <= EXPR_FFMA; }

u128 fp_default_nan(unsigned width) {
  if (width == 80) return fp80_default_nan();
  return width == 32 ? 0xFFC00000u : 0xFFF8000000000000ull;
}

u128 fp_quiet(unsigned width, u128 x) {
  if (width == 80) return x | 0x4000000000000000ull;
  return x | (width == 32 ? 0x00400000u : 0x0008000000000000ull);
}

bool fp_is_nan(unsigned width, u128 x) {
  if (width == 80) return fp80_unordered(x);
  if (width == 32) return (x & 0x7FFFFFFFu) > 0x7F800000u;
  return (x & 0x7FFFFFFFFFFFFFFFull) > 0x7FF0000000000000ull;
}

/* The value of a double as the host holds it, at width w (32: rounded to
 * float, which for the results of float operations computed in float is exact). */
static double get(unsigned w, uint64_t x) { return w == 32 ? (double)f32(x) : f64(x); }

static double round_to(FpRound r, double d) {
  switch (r) {
  case FP_RNE: return nearbyint(d);   /* the default rounding mode: ties to even */
  case FP_RNA: return round(d);
  case FP_RTP: return ceil(d);
  case FP_RTN: return floor(d);
  default: return trunc(d);
  }
}

/* x (float or double bit pattern) rounded toward zero, if that integer lies in
 * [lo, hi) (both powers of two or 0, exact in double). */
static bool trunc_in(unsigned kw, uint64_t x, double lo, double hi, double *t) {
  if (fp_is_nan(kw, x)) return false;
  *t = trunc(get(kw, x));
  return *t >= lo && *t < hi;
}

/* Arithmetic of two operands at width w, NaN rules applied. */
static uint64_t arith(ExprKind k, unsigned w, uint64_t x, uint64_t y) {
  if (fp_is_nan(w, x)) return fp_quiet(w, x);
  if (fp_is_nan(w, y)) return fp_quiet(w, y);
  uint64_t r;
  if (w == 32) {
    float a = f32(x), b = f32(y);
    r = bits32(k == EXPR_FADD ? a + b : k == EXPR_FSUB ? a - b : k == EXPR_FMUL ? a * b : a / b);
  } else {
    double a = f64(x), b = f64(y);
    r = bits64(k == EXPR_FADD ? a + b : k == EXPR_FSUB ? a - b : k == EXPR_FMUL ? a * b : a / b);
  }
  return fp_is_nan(w, r) ? fp_default_nan(w) : r;
}

uint64_t fp_fma(unsigned w, uint64_t x, uint64_t y, uint64_t z) {
  if (fp_is_nan(w, y)) return fp_quiet(w, y);
  if (fp_is_nan(w, x)) return fp_quiet(w, x);
  if (fp_is_nan(w, z)) return fp_quiet(w, z);
  uint64_t r = w == 32 ? bits32(fmaf(f32(x), f32(y), f32(z))) : bits64(fma(f64(x), f64(y), f64(z)));
  return fp_is_nan(w, r) ? fp_default_nan(w) : r;
}

bool fp_to_int_fits(ExprKind k, unsigned w, unsigned kw, u128 x) {
  if (kw == 80) return fp80_to_int_fits(k, w, x);
  double t;
  if (k == EXPR_FPTOSI) return trunc_in(kw, x, -ldexp(1, (int)w - 1), ldexp(1, (int)w - 1), &t);
  return trunc_in(kw, x, 0, ldexp(1, (int)w), &t);
}

u128 fp_from_double(unsigned w, double d) {
  if (w == 80) return fp80_from_long_double(d);
  return w == 32 ? bits32((float)d) : bits64(d);
}

static uint64_t to_int(ExprKind k, unsigned w, unsigned kw, uint64_t x) {
  double t;
  uint64_t sign = 1ull << (w - 1);
  if (k == EXPR_FPTOSI) {
    if (!trunc_in(kw, x, -ldexp(1, (int)w - 1), ldexp(1, (int)w - 1), &t)) return sign;
    return (uint64_t)(int64_t)t & (sign | (sign - 1));
  }
  if (!trunc_in(kw, x, 0, ldexp(1, (int)w), &t)) return sign;
  return (uint64_t)t;
}

/* NaN bits through a change of format: the payload's top bits kept, quieted. */
static uint64_t convert_nan(unsigned to, uint64_t x) {
  if (to == 64) return (x & 0x80000000u) << 32 | 0x7FF8000000000000ull | (x & 0x3FFFFFu) << 29;
  return (x >> 32 & 0x80000000u) | 0x7FC00000u | (x >> 29 & 0x3FFFFFu);
}

u128 fp_apply(ExprKind k, unsigned width, unsigned kw, uint32_t aux, u128 x, u128 y) {
  unsigned w = width;
  if (w == 80 || (kw == 80 && k != EXPR_SITOFP && k != EXPR_UITOFP)) return fp80_apply(k, width, kw, aux, x, y);
  switch (k) {
  case EXPR_FADD: case EXPR_FSUB: case EXPR_FMUL: case EXPR_FDIV:
    return arith(k, w, x, y);
  case EXPR_FSQRT: {
    if (fp_is_nan(w, x)) return fp_quiet(w, x);
    uint64_t r = w == 32 ? bits32(sqrtf(f32(x))) : bits64(sqrt(f64(x)));
    return fp_is_nan(w, r) ? fp_default_nan(w) : r;
  }
  case EXPR_FOEQ: return get(kw, x) == get(kw, y);
  case EXPR_FOLT: return get(kw, x) < get(kw, y);
  case EXPR_FOLE: return get(kw, x) <= get(kw, y);
  case EXPR_FUNO: return fp_is_nan(kw, x) || fp_is_nan(kw, y);
  case EXPR_FPTOSI: case EXPR_FPTOUI:
    return to_int(k, w, kw, x);
  case EXPR_SITOFP: {
    int64_t v = kw == 64 ? (int64_t)x : (int64_t)(x << (64 - kw)) >> (64 - kw);
    return w == 32 ? bits32((float)v) : bits64((double)v);
  }
  case EXPR_UITOFP:
    return w == 32 ? bits32((float)x) : bits64((double)x);
  case EXPR_FPEXT:
    return fp_is_nan(32, x) ? convert_nan(64, x) : bits64((double)f32(x));
  case EXPR_FPTRUNC:
    return fp_is_nan(64, x) ? convert_nan(32, x) : bits32((float)f64(x));
  case EXPR_FRINT: {
    if (fp_is_nan(w, x)) return fp_quiet(w, x);
    double r = round_to((FpRound)aux, get(w, x));   /* exact: an integer of x's format */
    return w == 32 ? bits32((float)r) : bits64(r);
  }
  default: return 0;
  }
}
