/* Unit tests for floating point: constant folding of every FP kind over
 * special values (signed zeros, infinities, NaNs with payloads, subnormals,
 * the extremes, rounding ties), expr_eval on FP nodes, and Z3 agreeing with
 * the concrete evaluator (the solver's models are evaluated back), for
 * float, double and the 80-bit long double (its invalid encodings too). Expected
 * bit patterns are written out here, not computed with fp.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "expr/fp.h"
#include "solver/solver.h"

#include "check.h"

static ExprTable *T;


/* Bit patterns. */
#define D_PZ ((uint64_t)0)
#define D_NZ ((uint64_t)0x8000000000000000ull)
#define D_ONE ((uint64_t)0x3FF0000000000000ull)
#define D_TWO ((uint64_t)0x4000000000000000ull)
#define D_HALF ((uint64_t)0x3FE0000000000000ull)
#define D_MONE ((uint64_t)0xBFF0000000000000ull)
#define D_PINF ((uint64_t)0x7FF0000000000000ull)
#define D_NINF ((uint64_t)0xFFF0000000000000ull)
#define D_DNAN ((uint64_t)0xFFF8000000000000ull)
#define D_SNAN ((uint64_t)0x7FF0000000000123ull)
#define D_QNAN ((uint64_t)0xFFF8000000000456ull)
#define D_MAX ((uint64_t)0x7FEFFFFFFFFFFFFFull)
#define D_MINSUB ((uint64_t)1)
#define D_MINNORM ((uint64_t)0x0010000000000000ull)
#define D_2P63 ((uint64_t)0x43E0000000000000ull)
#define F_PZ ((uint64_t)0)
#define F_NZ ((uint64_t)0x80000000u)
#define F_ONE ((uint64_t)0x3F800000u)
#define F_TWO ((uint64_t)0x40000000u)
#define F_HALF ((uint64_t)0x3F000000u)
#define F_PINF ((uint64_t)0x7F800000u)
#define F_NINF ((uint64_t)0xFF800000u)
#define F_DNAN ((uint64_t)0xFFC00000u)
#define F_SNAN ((uint64_t)0x7F800123u)
#define F_MAX ((uint64_t)0x7F7FFFFFu)
#define F_MINSUB ((uint64_t)1)

static uint64_t fold2(ExprKind k, unsigned w, uint64_t x, uint64_t y) {
  Expr *a = expr_const(T, w, x), *b = expr_const(T, w, y);
  Expr *r = expr_fp_binary(k, a, b);
  uint64_t v = expr_is_const(r) ? (uint64_t)expr_value(r) : 0xDEAD;
  expr_dec(a), expr_dec(b), expr_dec(r);
  return v;
}

static uint64_t fold1(ExprKind k, unsigned from, unsigned to, uint32_t aux, uint64_t x) {
  Expr *a = expr_const(T, from, x);
  Expr *r = expr_fp_unary(k, a, to, aux);
  uint64_t v = expr_is_const(r) ? (uint64_t)expr_value(r) : 0xDEAD;
  expr_dec(a), expr_dec(r);
  return v;
}

static void test_arith(void) {
  CHECK(fold2(EXPR_FADD, 64, D_ONE, D_ONE) == D_TWO);
  CHECK(fold2(EXPR_FADD, 64, D_PZ, D_NZ) == D_PZ);
  CHECK(fold2(EXPR_FADD, 64, D_NZ, D_NZ) == D_NZ);
  CHECK(fold2(EXPR_FSUB, 64, D_ONE, D_ONE) == D_PZ);
  CHECK(fold2(EXPR_FADD, 64, D_MAX, D_MAX) == D_PINF);
  CHECK(fold2(EXPR_FSUB, 64, D_MINNORM, 0x0010000000000001ull) == 0x8000000000000001ull);  /* subnormal, exact */
  CHECK(fold2(EXPR_FMUL, 64, D_MINSUB, D_HALF) == 0);                        /* tie to even: 0 */
  CHECK(fold2(EXPR_FMUL, 64, 3, D_HALF) == 2);                               /* 1.5 ulp -> 2 */
  CHECK(fold2(EXPR_FADD, 64, D_ONE, 0x3CA0000000000000ull) == D_ONE);        /* 1 + 2^-53: tie, even */
  CHECK(fold2(EXPR_FADD, 64, 0x3FF0000000000001ull, 0x3CA0000000000000ull) == 0x3FF0000000000002ull);
  CHECK(fold2(EXPR_FDIV, 64, D_ONE, D_PZ) == D_PINF);
  CHECK(fold2(EXPR_FDIV, 64, D_ONE, D_NZ) == D_NINF);
  CHECK(fold2(EXPR_FDIV, 64, 0x3FF0000000000000ull, 0x4008000000000000ull) == 0x3FD5555555555555ull);
  /* invalid operations: the default NaN */
  CHECK(fold2(EXPR_FSUB, 64, D_PINF, D_PINF) == D_DNAN);
  CHECK(fold2(EXPR_FMUL, 64, D_PZ, D_NINF) == D_DNAN);
  CHECK(fold2(EXPR_FDIV, 64, D_PZ, D_PZ) == D_DNAN);
  CHECK(fold2(EXPR_FSUB, 32, F_PINF, F_PINF) == F_DNAN);
  /* NaN operands: the first one, quieted */
  CHECK(fold2(EXPR_FADD, 64, D_SNAN, D_QNAN) == 0x7FF8000000000123ull);
  CHECK(fold2(EXPR_FADD, 64, D_QNAN, D_SNAN) == D_QNAN);
  CHECK(fold2(EXPR_FMUL, 64, D_ONE, D_SNAN) == 0x7FF8000000000123ull);
  CHECK(fold2(EXPR_FDIV, 32, F_ONE, F_SNAN) == 0x7FC00123u);
  /* float */
  CHECK(fold2(EXPR_FADD, 32, F_ONE, F_ONE) == F_TWO);
  CHECK(fold2(EXPR_FADD, 32, F_MAX, F_MAX) == F_PINF);
  CHECK(fold2(EXPR_FMUL, 32, F_MINSUB, F_HALF) == 0);
  CHECK(fold2(EXPR_FDIV, 32, F_ONE, 0x40400000u) == 0x3EAAAAABu);     /* 1/3f rounds up */
  CHECK(fold2(EXPR_FADD, 32, F_ONE, 0x33800000u) == F_ONE);           /* 1 + 2^-24: tie, even */
  CHECK(fold1(EXPR_FSQRT, 64, 64, 0, 0x4010000000000000ull) == D_TWO);
  CHECK(fold1(EXPR_FSQRT, 64, 64, 0, D_NZ) == D_NZ);
  CHECK(fold1(EXPR_FSQRT, 64, 64, 0, D_MONE) == D_DNAN);
  CHECK(fold1(EXPR_FSQRT, 64, 64, 0, D_SNAN) == 0x7FF8000000000123ull);
  CHECK(fold1(EXPR_FSQRT, 32, 32, 0, F_TWO) == 0x3FB504F3u);
}

static void test_compare(void) {
  CHECK(fold2(EXPR_FOEQ, 64, D_PZ, D_NZ) == 1);
  CHECK(fold2(EXPR_FOEQ, 64, D_QNAN, D_QNAN) == 0);
  CHECK(fold2(EXPR_FOLT, 64, D_NINF, D_MONE) == 1);
  CHECK(fold2(EXPR_FOLT, 64, D_ONE, D_QNAN) == 0);
  CHECK(fold2(EXPR_FOLE, 64, D_NZ, D_PZ) == 1);
  CHECK(fold2(EXPR_FOLT, 64, D_NZ, D_PZ) == 0);
  CHECK(fold2(EXPR_FUNO, 64, D_ONE, D_SNAN) == 1);
  CHECK(fold2(EXPR_FUNO, 64, D_PINF, D_NINF) == 0);
  CHECK(fold2(EXPR_FOLT, 32, F_MINSUB, F_ONE) == 1);
  CHECK(fold2(EXPR_FUNO, 32, F_SNAN, F_ONE) == 1);
  CHECK(fold2(EXPR_FOLE, 32, F_PINF, F_PINF) == 1);
}

static void test_convert(void) {
  CHECK(fold1(EXPR_FPTOSI, 64, 32, 0, 0xC00C000000000000ull) == 0xFFFFFFFDu);   /* -3.5 -> -3 */
  CHECK(fold1(EXPR_FPTOSI, 64, 32, 0, 0x41DFFFFFFFC00000ull) == 0x7FFFFFFFu);   /* 2^31-1 */
  CHECK(fold1(EXPR_FPTOSI, 64, 32, 0, 0xC1E0000000200000ull) == 0x80000000u);   /* -2^31-1: out of range */
  CHECK(fold1(EXPR_FPTOSI, 64, 32, 0, 0xC1E00000001FFFFFull) == 0x80000000u);   /* -2^31-0.99.. -> -2^31 */
  CHECK(fold1(EXPR_FPTOSI, 64, 64, 0, D_2P63) == D_NZ);                         /* out of range */
  CHECK(fold1(EXPR_FPTOSI, 64, 8, 0, 0xC060000000000000ull) == 0x80);           /* -128 */
  CHECK(fold1(EXPR_FPTOSI, 64, 8, 0, 0x4060000000000000ull) == 0x80);           /* 128: out of range */
  CHECK(fold1(EXPR_FPTOSI, 32, 32, 0, F_DNAN) == 0x80000000u);
  CHECK(fold1(EXPR_FPTOUI, 64, 64, 0, D_2P63) == D_NZ);                         /* 2^63 fits unsigned */
  CHECK(fold1(EXPR_FPTOUI, 64, 32, 0, 0xBFEFFFFFFFFFFFFFull) == 0);             /* -0.99 -> 0 */
  CHECK(fold1(EXPR_FPTOUI, 64, 32, 0, D_MONE) == 0x80000000u);                  /* -1: out of range */
  CHECK(fold1(EXPR_FPTOUI, 64, 16, 0, 0x40EFFFE000000000ull) == 0xFFFF);        /* 65535 */
  CHECK(fold1(EXPR_SITOFP, 32, 64, 0, 0xFFFFFFFFu) == D_MONE);
  CHECK(fold1(EXPR_SITOFP, 8, 32, 0, 0x80) == 0xC3000000u);                    /* -128.0f */
  CHECK(fold1(EXPR_SITOFP, 64, 64, 0, (1ull << 53) + 1) == 0x4340000000000000ull); /* tie, even */
  CHECK(fold1(EXPR_SITOFP, 32, 32, 0, 16777217) == 0x4B800000u);               /* 2^24+1 -> 2^24 */
  CHECK(fold1(EXPR_UITOFP, 64, 64, 0, ~0ull) == 0x43F0000000000000ull);         /* 2^64 */
  CHECK(fold1(EXPR_UITOFP, 32, 32, 0, 0xFFFFFFFFu) == 0x4F800000u);
  CHECK(fold1(EXPR_UITOFP, 1, 64, 0, 1) == D_ONE);
  CHECK(fold1(EXPR_FPEXT, 32, 64, 0, F_ONE) == D_ONE);
  CHECK(fold1(EXPR_FPEXT, 32, 64, 0, F_MINSUB) == 0x36A0000000000000ull);      /* 2^-149 */
  CHECK(fold1(EXPR_FPEXT, 32, 64, 0, F_SNAN) == 0x7FF8002460000000ull);
  CHECK(fold1(EXPR_FPEXT, 32, 64, 0, F_NINF) == D_NINF);
  CHECK(fold1(EXPR_FPTRUNC, 64, 32, 0, D_QNAN) == F_DNAN);
  CHECK(fold1(EXPR_FPTRUNC, 64, 32, 0, 0x7FF0000020000000ull) == 0x7FC00001u);
  CHECK(fold1(EXPR_FPTRUNC, 64, 32, 0, D_MAX) == F_PINF);
  CHECK(fold1(EXPR_FPTRUNC, 64, 32, 0, D_MINSUB) == F_PZ);
  CHECK(fold1(EXPR_FPTRUNC, 64, 32, 0, 0x3FF0000010000000ull) == F_ONE);       /* tie, even */
  CHECK(fold1(EXPR_FPTRUNC, 64, 32, 0, 0x3FF0000030000000ull) == 0x3F800002u); /* tie, even up */
}

static void test_rint(void) {
  uint64_t m25 = 0xC004000000000000ull, p25 = 0x4004000000000000ull;   /* -2.5, 2.5 */
  CHECK(fold1(EXPR_FRINT, 64, 64, FP_RNE, p25) == D_TWO);
  CHECK(fold1(EXPR_FRINT, 64, 64, FP_RNA, p25) == 0x4008000000000000ull);
  CHECK(fold1(EXPR_FRINT, 64, 64, FP_RNA, m25) == 0xC008000000000000ull);
  CHECK(fold1(EXPR_FRINT, 64, 64, FP_RTP, m25) == 0xC000000000000000ull);
  CHECK(fold1(EXPR_FRINT, 64, 64, FP_RTN, m25) == 0xC008000000000000ull);
  CHECK(fold1(EXPR_FRINT, 64, 64, FP_RTZ, m25) == 0xC000000000000000ull);
  CHECK(fold1(EXPR_FRINT, 64, 64, FP_RTP, 0xBFE0000000000000ull) == D_NZ);      /* ceil(-0.5) = -0 */
  CHECK(fold1(EXPR_FRINT, 64, 64, FP_RTN, D_MINSUB) == D_PZ);
  CHECK(fold1(EXPR_FRINT, 64, 64, FP_RTN, D_PINF) == D_PINF);
  CHECK(fold1(EXPR_FRINT, 64, 64, FP_RTZ, D_SNAN) == 0x7FF8000000000123ull);
  CHECK(fold1(EXPR_FRINT, 32, 32, FP_RNE, 0x3FC00000u) == F_TWO);               /* rintf(1.5) */
  CHECK(fold1(EXPR_FRINT, 32, 32, FP_RTN, 0xBF000000u) == 0xBF800000u);         /* floorf(-0.5) */
}

static uint64_t fold3(unsigned w, uint64_t x, uint64_t y, uint64_t z) {
  Expr *a = expr_const(T, w, x), *b = expr_const(T, w, y), *c = expr_const(T, w, z);
  Expr *r = expr_fp_fma(a, b, c);
  uint64_t v = expr_is_const(r) ? (uint64_t)expr_value(r) : 0xDEAD;
  expr_dec(a), expr_dec(b), expr_dec(c), expr_dec(r);
  return v;
}

/* FFMA: one rounding (where a product then a sum would round twice), NaN
 * operands in the order y, x, z, invalid operations. */
static void test_fma(void) {
  /* (1 + 2^-52)(1 - 2^-53) - 1 = 2^-53 - 2^-105 exactly, rounded once (unfused: 0) */
  CHECK(fold3(64, 0x3FF0000000000001ull, 0x3FEFFFFFFFFFFFFFull, D_MONE) == 0x3C9FFFFFFFFFFFFEull);
  CHECK(fold3(64, D_MAX, D_TWO, D_MAX | D_NZ) == D_MAX);          /* no overflow in between */
  CHECK(fold3(64, D_MAX, D_TWO, D_NINF) == D_NINF);
  CHECK(fold3(64, 3, D_HALF, D_PZ) == 2);                         /* 1.5 ulp -> 2 */
  CHECK(fold3(64, D_MINSUB, D_HALF, D_PZ) == D_PZ);               /* tie to even */
  CHECK(fold3(64, D_MINSUB, D_HALF | D_NZ, D_PZ) == D_NZ);        /* -0 + +0 would be +0: the product's -0 rounds */
  CHECK(fold3(64, D_NZ, D_ONE, D_PZ) == D_PZ);
  CHECK(fold3(64, D_NZ, D_ONE, D_NZ) == D_NZ);
  CHECK(fold3(64, D_SNAN, D_QNAN, D_ONE) == D_QNAN);              /* y first */
  CHECK(fold3(64, D_QNAN, D_SNAN, D_ONE) == 0x7FF8000000000123ull);
  CHECK(fold3(64, D_QNAN, D_ONE, D_SNAN) == D_QNAN);              /* then x */
  CHECK(fold3(64, D_ONE, D_ONE, D_SNAN) == 0x7FF8000000000123ull); /* then z */
  CHECK(fold3(64, D_PZ, D_PINF, D_ONE) == D_DNAN);                /* invalid */
  CHECK(fold3(64, D_PZ, D_PINF, D_QNAN) == D_QNAN);               /* invalid, but a NaN z wins */
  CHECK(fold3(64, D_PINF, D_ONE, D_NINF) == D_DNAN);
  CHECK(fold3(32, 0x3F800001u, 0x3F7FFFFFu, 0xBF800000u) == 0x337FFFFEu);
  CHECK(fold3(32, F_SNAN, F_ONE, F_DNAN) == 0x7FC00123u);
  CHECK(fold3(32, F_MAX, F_TWO, F_MAX | F_NZ) == F_MAX);
  CHECK(fold3(32, F_PZ, F_NINF, F_ONE) == F_DNAN);
}

/* expr_eval on FP nodes over an input, against folding of the same values. */
static void test_eval(void) {
  Array *arr = array_new(T, "x", 8);
  Expr *b[8];
  for (int i = 0; i < 8; i++) b[i] = expr_var(arr, (uint32_t)i);
  Expr *x = expr_concat(b[7], b[6]);   /* little-endian 8 bytes, built hi to lo */
  for (int i = 5; i >= 0; i--) {
    Expr *n = expr_concat(x, b[i]);
    expr_dec(x);
    x = n;
  }
  Expr *one = expr_const(T, 64, D_ONE);
  Expr *sum = expr_fp_binary(EXPR_FADD, x, one);
  Expr *lt = expr_fp_binary(EXPR_FOLT, x, one);
  Expr *tr = expr_fp_unary(EXPR_FPTRUNC, x, 32, 0);
  Expr *si = expr_fp_unary(EXPR_FPTOSI, x, 32, 0);
  CHECK(!expr_is_const(sum) && sum->width == 64 && lt->width == 1 && tr->width == 32);
  uint64_t vals[] = {D_ONE, D_SNAN, D_NINF, D_MAX, 0xC00C000000000000ull, D_NZ};
  for (size_t k = 0; k < sizeof vals / sizeof *vals; k++) {
    Model *m = model_new();
    for (uint32_t i = 0; i < 8; i++) model_set(m, arr, i, (uint8_t)(vals[k] >> (8 * i)));
    CHECK(expr_eval(x, m) == vals[k]);
    CHECK(expr_eval(sum, m) == fold2(EXPR_FADD, 64, vals[k], D_ONE));
    CHECK(expr_eval(lt, m) == fold2(EXPR_FOLT, 64, vals[k], D_ONE));
    CHECK(expr_eval(tr, m) == fold1(EXPR_FPTRUNC, 64, 32, 0, vals[k]));
    CHECK(expr_eval(si, m) == fold1(EXPR_FPTOSI, 64, 32, 0, vals[k]));
    model_free(m);
  }
  expr_dec(sum), expr_dec(lt), expr_dec(tr), expr_dec(si), expr_dec(one), expr_dec(x);
  for (int i = 0; i < 8; i++) expr_dec(b[i]);
}

/* expr_fcmp (every one of LLVM's 16 predicates, shared by symx run and symx
 * cc) on symbolic operands, against the host's comparisons; and
 * expr_fp_to_int_fits at the limits of int32 and uint32. */
static Expr *input(Array *arr, unsigned w);

static double as_double(uint64_t v) {
  double d;
  memcpy(&d, &v, sizeof d);
  return d;
}

static void set_bits(Model *m, Array *arr, uint64_t v) {
  for (uint32_t i = 0; i < 8; i++) model_set(m, arr, i, (uint8_t)(v >> (8 * i)));
}

static void test_fcmp_and_fits(void) {
  Array *ax = array_new(T, "fx", 8), *ay = array_new(T, "fy", 8);
  Expr *x = input(ax, 64), *y = input(ay, 64);
  static const uint64_t vals[] = {D_PZ, D_NZ, D_ONE, D_MONE, D_PINF, D_NINF, D_QNAN, D_SNAN, D_MINSUB};
  enum { N = sizeof vals / sizeof *vals };
  for (unsigned pred = 0; pred < 16; pred++) {
    Expr *e = expr_fcmp(pred, x, y);
    int bad = 0;
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++) {
        double a = as_double(vals[i]), b = as_double(vals[j]);
        unsigned outcome = a != a || b != b ? 3 : a == b ? 0 : a > b ? 1 : 2; /* the host's SSE */
        Model *m = model_new();
        set_bits(m, ax, vals[i]);
        set_bits(m, ay, vals[j]);
        bad += expr_eval(e, m) != ((pred >> outcome) & 1);
        model_free(m);
      }
    CHECK(e->width == 1 && bad == 0);
    expr_dec(e);
  }
  static const struct { uint64_t v; bool s32, u32; } fits[] = {
      {0x41DFFFFFFFFC0000ull, true, true},    /* 2147483647.9375 */
      {0x41E0000000000000ull, false, true},   /* 2^31 */
      {0xC1E0000000000000ull, true, false},   /* -2^31 */
      {0xC1E0000000200000ull, false, false},  /* -2147483649.0 */
      {0xBFECCCCCCCCCCCCDull, true, true},    /* -0.9: 0 toward zero */
      {D_MONE, true, false}, {0x41EFFFFFFFE00000ull, false, true} /* 2^32 - 1 */,
      {0x41F0000000000000ull, false, false},  /* 2^32 */
      {D_QNAN, false, false}, {D_PINF, false, false}, {D_NZ, true, true}};
  Expr *s32 = expr_fp_to_int_fits(EXPR_FPTOSI, 32, x), *u32 = expr_fp_to_int_fits(EXPR_FPTOUI, 32, x);
  for (size_t k = 0; k < sizeof fits / sizeof *fits; k++) {
    Model *m = model_new();
    set_bits(m, ax, fits[k].v);
    CHECK(expr_eval(s32, m) == fits[k].s32 && expr_eval(u32, m) == fits[k].u32);
    CHECK(expr_eval(s32, m) == fp_to_int_fits(EXPR_FPTOSI, 32, 64, fits[k].v));
    model_free(m);
  }
  expr_dec(s32), expr_dec(u32), expr_dec(x), expr_dec(y);
}

/* ---- Z3 against fp.c ------------------------------------------------------- */

static uint64_t rng = 0x9E3779B97F4A7C15ull;
static uint64_t rnd(void) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return rng;
}

/* A w-bit input x (little-endian bytes of array `arr`). */
static Expr *input(Array *arr, unsigned w) {
  Expr *x = expr_var(arr, w / 8 - 1);
  for (int i = (int)w / 8 - 2; i >= 0; i--) {
    Expr *b = expr_var(arr, (uint32_t)i), *n = expr_concat(x, b);
    expr_dec(b), expr_dec(x);
    x = n;
  }
  return x;
}

/* The special values of width w, then random patterns (half with a small
 * exponent, so that sums and products round rather than overflow). */
static uint64_t sample(unsigned w, int i) {
  static const uint64_t d[] = {D_PZ, D_NZ, D_ONE, D_MONE, D_PINF, D_NINF, D_SNAN, D_QNAN, D_MAX, D_MINSUB,
                               D_MINNORM, D_2P63, 0xC00C000000000000ull};
  static const uint64_t f[] = {F_PZ, F_NZ, F_ONE, F_TWO, F_PINF, F_NINF, F_SNAN, F_DNAN, F_MAX, F_MINSUB,
                               0x5F000000u, 0xC0600000u, 0x3FC00000u};
  if (i < 13) return w == 32 ? f[i] : d[i];
  uint64_t r = rnd();
  if (i % 2) r = w == 32 ? (r & 0x807FFFFFu) | 0x3F000000u : (r & 0x800FFFFFFFFFFFFFull) | 0x3FE0000000000000ull;
  return w == 32 ? (uint32_t)r : r;
}

/* Z3 agrees with fp.c on e, an expression of input x (array arr), at x = v:
 * x == v and e != r is unsatisfiable, where r is e's value by expr_eval, and
 * a model Z3 gives for e == r evaluates to r (not asked for products,
 * quotients and square roots of doubles, nor for the arithmetic of long
 * doubles, where inverting e takes Z3 up to seconds a query, unless FP_HARD
 * is set in the environment). FP_TIMES=1 prints each query's time. */
static void agree(Solver *s, Expr *e, Expr *x, Array *arr, u128 v) {
  Model *m = model_new();
  for (unsigned i = 0; i < x->width / 8; i++) model_set(m, arr, i, (uint8_t)(v >> (8 * i)));
  Expr *r = expr_const(T, e->width, expr_eval(e, m));
  model_free(m);
  Expr *xv = expr_const(T, x->width, v), *fixed = expr_eq(x, xv), *ne = expr_ne(e, r);
  Expr *q1 = expr_and(fixed, ne), *q2 = expr_eq(e, r);
  m = model_new();
  double t0 = util_now();
  SolverResult a1 = solver_check(s, NULL, 0, q1, m);
  double t1 = util_now();
  ExprKind k = (ExprKind)e->kind;
  bool hard = (x->width == 64 && (k == EXPR_FDIV || k == EXPR_FSQRT || k == EXPR_FMUL || k == EXPR_FFMA)) ||
              (x->width == 80 && k >= EXPR_FADD && k <= EXPR_FSQRT);
  SolverResult a2 = hard && getenv("FP_HARD") == NULL ? SOLVER_SAT : solver_check(s, NULL, 0, q2, m);
  if (getenv("FP_TIMES")) {
    fprintf(stderr, "%.3f %.3f ", t1 - t0, util_now() - t1);
    expr_print(stderr, e);
    fprintf(stderr, " at %#llx\n", (unsigned long long)v);
  }
  CHECK(a1 == SOLVER_UNSAT);
  CHECK(a2 == SOLVER_SAT && ((hard && !getenv("FP_HARD")) || expr_eval(e, m) == expr_value(r)));
  if (a1 != SOLVER_UNSAT || a2 != SOLVER_SAT) {
    fprintf(stderr, "  at x = %#llx: ", (unsigned long long)v);
    expr_print(stderr, e);
    fputc('\n', stderr);
  }
  model_free(m);
  expr_dec(r), expr_dec(xv), expr_dec(fixed), expr_dec(ne), expr_dec(q1), expr_dec(q2);
}

static void test_z3(void) {
  Solver *s = solver_new(30);
  for (unsigned w = 32; w <= 64; w += 32) {
    Array *arr = array_new(T, "x", w / 8);
    Expr *x = input(arr, w);
    for (int i = 0; i < 17; i++) {
      uint64_t c = sample(w, (i * 7 + 3) % 17);
      Expr *k = expr_const(T, w, c);
      for (ExprKind op = EXPR_FADD; op <= EXPR_FDIV; op++) {
        Expr *e = expr_fp_binary(op, x, k), *e2 = expr_fp_binary(op, k, x);
        agree(s, e, x, arr, sample(w, i));
        agree(s, e2, x, arr, sample(w, i));
        expr_dec(e), expr_dec(e2);
      }
      for (ExprKind op = EXPR_FOEQ; op <= EXPR_FUNO; op++) {
        Expr *e = expr_fp_binary(op, x, k);
        agree(s, e, x, arr, sample(w, i));
        expr_dec(e);
      }
      Expr *un[] = {expr_fp_unary(EXPR_FSQRT, x, w, 0), expr_fp_unary(EXPR_FRINT, x, w, (uint32_t)(i % FP_NUM_ROUNDS)),
                    expr_fp_unary(w == 32 ? EXPR_FPEXT : EXPR_FPTRUNC, x, 96 - w, 0),
                    expr_fp_unary(EXPR_FPTOSI, x, i % 2 ? 32 : 64, 0), expr_fp_unary(EXPR_FPTOUI, x, i % 2 ? 16 : 64, 0),
                    expr_fp_unary(EXPR_SITOFP, x, i % 2 ? 32 : 64, 0), expr_fp_unary(EXPR_UITOFP, x, i % 2 ? 64 : 32, 0)};
      Expr *k2 = expr_const(T, w, sample(w, (i * 5 + 1) % 13));
      Expr *fm[] = {expr_fp_fma(x, k, k2), expr_fp_fma(k, x, k2), expr_fp_fma(k2, k, x)};
      for (size_t j = 0; j < 3; j++) {
        agree(s, fm[j], x, arr, sample(w, i));
        expr_dec(fm[j]);
      }
      expr_dec(k2);
      for (size_t j = 0; j < sizeof un / sizeof *un; j++) {
        agree(s, un[j], x, arr, j >= 5 ? rnd() >> (i % 40) : sample(w, i));
        expr_dec(un[j]);
      }
      expr_dec(k);
    }
    expr_dec(x);
  }
  solver_free(s);
}

/* ---- long double: x86's 80-bit format (fp80.h) ------------------------------- */

#define X80(se, sig) ((u128)(se) << 64 | (uint64_t)(sig))
#define X_ONE X80(0x3FFF, 0x8000000000000000ull)
#define X_TWO X80(0x4000, 0x8000000000000000ull)
#define X_DNAN X80(0xFFFF, 0xC000000000000000ull)
#define X_PINF X80(0x7FFF, 0x8000000000000000ull)
#define X_QNAN X80(0x7FFF, 0xC000000000000123ull)    /* positive quiet NaN, payload 0x123 */
#define X_NQNAN X80(0xFFFF, 0xC000000000000123ull)   /* the same, negative */
#define X_SNAN X80(0xFFFF, 0x8000000000000456ull)    /* negative signalling NaN */
#define X_UNNORMAL X80(0x3FFF, 0x4000000000000000ull) /* integer bit clear: invalid */
#define X_PSEUDO_NAN X80(0x7FFF, 0x4000000000000000ull)
#define X_PSEUDO_DEN X80(0x0000, 0x8000000000000001ull) /* valid: exponent 1's value */

static u128 fold80(ExprKind k, unsigned w, u128 x, u128 y) {
  Expr *a = expr_const(T, w, x), *b = expr_const(T, w, y);
  Expr *r = expr_fp_binary(k, a, b);
  u128 v = expr_is_const(r) ? expr_value(r) : 0xDEAD;
  expr_dec(a), expr_dec(b), expr_dec(r);
  return v;
}

/* The x87's results, as measured on the hardware (fp80.h). */
static void test_fp80_fold(void) {
  CHECK(fold80(EXPR_FADD, 80, X_ONE, X_ONE) == X_TWO);
  CHECK(fold80(EXPR_FSUB, 80, X_PINF, X_PINF) == X_DNAN);
  CHECK(fold80(EXPR_FADD, 80, X_UNNORMAL, X_ONE) == X_DNAN);    /* an invalid operand */
  CHECK(fold80(EXPR_FADD, 80, X_QNAN, X_UNNORMAL) == X_DNAN);   /* invalid beats NaN */
  CHECK(fold80(EXPR_FMUL, 80, X_PSEUDO_NAN, X_ONE) == X_DNAN);
  CHECK(fold80(EXPR_FADD, 80, X_SNAN, X_QNAN) == X_QNAN);       /* larger significand */
  CHECK(fold80(EXPR_FADD, 80, X_SNAN, X_ONE) == X80(0xFFFF, 0xC000000000000456ull)); /* quieted */
  CHECK(fold80(EXPR_FADD, 80, X_NQNAN, X_QNAN) == X_QNAN && fold80(EXPR_FDIV, 80, X_QNAN, X_NQNAN) == X_QNAN);
  CHECK(fold80(EXPR_FMUL, 80, X_PSEUDO_DEN, X_ONE) == X80(0x0001, 0x8000000000000001ull));
  CHECK(fold80(EXPR_FOEQ, 80, X_UNNORMAL, X_UNNORMAL) == 0 && fold80(EXPR_FUNO, 80, X_UNNORMAL, X_ONE) == 1);
  CHECK(fold80(EXPR_FOEQ, 80, X_PSEUDO_DEN, X_PSEUDO_DEN) == 1);
  Expr *u = expr_const(T, 80, X_UNNORMAL), *q = expr_const(T, 80, X_SNAN);
  Expr *d = expr_fp_unary(EXPR_FPTRUNC, u, 64, 0), *e = expr_fp_unary(EXPR_FPTRUNC, q, 64, 0);
  CHECK(expr_value(d) == D_DNAN && expr_value(e) == 0xFFF8000000000000ull);   /* payload's top bits: 0 */
  expr_dec(u), expr_dec(q), expr_dec(d), expr_dec(e);
  Expr *sn = expr_const(T, 64, D_SNAN), *x = expr_fp_unary(EXPR_FPEXT, sn, 80, 0);
  CHECK(expr_value(x) == X80(0x7FFF, 0xC000000000000000ull | (0x123ull << 11)));
  expr_dec(sn), expr_dec(x);
}

/* Special encodings, then random ones (any bits, or a small exponent). */
static u128 sample80(int i) {
  static const u128 v[] = {0, X80(0x8000, 0), X_ONE, X_TWO, X_PINF, X_DNAN, X_QNAN, X_NQNAN, X_SNAN, X_UNNORMAL,
                           X_PSEUDO_NAN, X_PSEUDO_DEN, X80(0, 1), X80(0x7FFE, ~0ull), X80(0x403E, 0x8000000000000000ull)};
  if (i < 15) return v[i];
  u128 r = X80(rnd() & 0xFFFF, rnd());
  if (i % 2) r = X80(0x3FFE | (rnd() & 0x8001), rnd() | 0x8000000000000000ull);
  return r;
}

/* Z3's encoding of the 80-bit format (solver_z3.c) against fp80.c. */
static void test_z3_fp80(void) {
  Solver *s = solver_new(30);
  Array *arr = array_new(T, "x80", 10), *arr64 = array_new(T, "x64", 8);
  Expr *x = input(arr, 80), *x64 = input(arr64, 64);
  for (int i = 0; i < 17; i++) {
    Expr *k = expr_const(T, 80, sample80((i * 7 + 3) % 17));
    /* products, quotients and square roots (seconds each for Z3) at 1, an
     * unnormal, a pseudo-denormal and a random value only */
    bool heavy = i == 2 || i == 9 || i == 11 || i == 16;
    for (ExprKind op = EXPR_FADD; op <= EXPR_FDIV; op++) {
      if (op >= EXPR_FMUL && !heavy) continue;
      Expr *e = expr_fp_binary(op, x, k), *e2 = expr_fp_binary(op, k, x);
      agree(s, e, x, arr, sample80(i));
      agree(s, e2, x, arr, sample80(i));
      expr_dec(e), expr_dec(e2);
    }
    for (ExprKind op = EXPR_FOEQ; op <= EXPR_FUNO; op++) {
      Expr *e = expr_fp_binary(op, x, k);
      agree(s, e, x, arr, sample80(i));
      expr_dec(e);
    }
    Expr *un[] = {expr_fp_unary(EXPR_FSQRT, x, 80, 0), expr_fp_unary(EXPR_FRINT, x, 80, (uint32_t)(i % FP_NUM_ROUNDS)),
                  expr_fp_unary(EXPR_FPTRUNC, x, 64, 0), expr_fp_unary(EXPR_FPTRUNC, x, 32, 0),
                  expr_fp_unary(EXPR_FPTOSI, x, i % 2 ? 32 : 64, 0), expr_fp_unary(EXPR_FPTOUI, x, i % 2 ? 16 : 64, 0)};
    for (size_t j = 0; j < sizeof un / sizeof *un; j++) {
      if (j > 0 || i == 2 || i == 9) agree(s, un[j], x, arr, sample80(i));   /* fsqrt: two */
      expr_dec(un[j]);
    }
    Expr *from64[] = {expr_fp_unary(EXPR_FPEXT, x64, 80, 0), expr_fp_unary(EXPR_SITOFP, x64, 80, 0),
                      expr_fp_unary(EXPR_UITOFP, x64, 80, 0)};
    for (size_t j = 0; j < 3; j++) {
      agree(s, from64[j], x64, arr64, j ? rnd() >> (i % 40) : sample(64, i % 17));
      expr_dec(from64[j]);
    }
    expr_dec(k);
  }
  expr_dec(x), expr_dec(x64);
  solver_free(s);
}

int main(void) {
  T = expr_table_new();
  test_fp80_fold();
  test_z3_fp80();
  test_arith();
  test_compare();
  test_convert();
  test_rint();
  test_fma();
  test_eval();
  test_fcmp_and_fits();
  test_z3();
  CHECK(expr_live_count(T) == 0);
  expr_table_free(T);
  printf("test_fp: %d passed, %d failed\n", passed, failed);
  return failed != 0;
}
