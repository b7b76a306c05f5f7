/* Unit tests of fp_exact.c, the rewriting of floating-point expressions whose
 * value is always a small integer: each shape of such a value (conversions,
 * negation, absolute value, ite, products and quotients by +-1.0, roundings,
 * a float widened), consumed by every conversion to an integer, rounding and
 * comparison, is built twice: over an input (where the rewrite applies)
 * and over the input's value as a constant (folded by fp.c, no rewrite).
 * expr_eval of the first must equal the second for inputs at the edges of
 * every range; and the rewritten expressions that must lose their IEEE
 * arithmetic have none left. A last check asks Z3 the question of cJSON's
 * number printer. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "expr/fp.h"
#include "solver/solver.h"

#include "check.h"

static ExprTable *T;

static uint64_t dbits(double d) {
  uint64_t b;
  memcpy(&b, &d, sizeof b);
  return b;
}

static Expr *c64(double d) { return expr_const(T, 64, dbits(d)); }
static Expr *c32(float f) {
  uint32_t b;
  memcpy(&b, &f, sizeof b);
  return expr_const(T, 32, b);
}

/* Whether e has a node of an FP kind. */
static bool has_fp(const Expr *e) {
  if (fp_is_kind((ExprKind)e->kind)) return true;
  for (unsigned i = 0; i < e->nkids; i++)
    if (e->kid[i] && has_fp(e->kid[i])) return true;
  return false;
}

enum { NSHAPES = 23 };
enum { NONE, QUOTIENT, INTEGER }; /* what a shape is known to be */

/* FP shape s over the 64-bit integer n and the boolean c; *exact: INTEGER
 * (every consumer must lose its IEEE arithmetic), QUOTIENT (comparisons
 * with constants must) or NONE. A new reference. */
static Expr *shape(int s, Expr *n, Expr *c, int *exact) {
  Expr *n8 = expr_extract(n, 0, 8), *n32 = expr_extract(n, 0, 32), *r = NULL, *k, *x, *y;
  Expr *mask = expr_const(T, 64, 0xFFFFFFFFFFFFFull), *small = expr_binary(EXPR_AND, n, mask); /* < 2^52 */
  *exact = INTEGER;
  switch (s) {
  case 0: r = expr_fp_unary(EXPR_UITOFP, n8, 64, 0); break;
  case 1: r = expr_fp_unary(EXPR_SITOFP, n32, 64, 0); break;
  case 2: r = expr_fp_unary(EXPR_UITOFP, small, 64, 0); break;
  case 3: r = expr_fp_unary(EXPR_SITOFP, n, 64, 0), *exact = NONE; break;   /* may round */
  case 4: r = expr_fp_unary(EXPR_UITOFP, n32, 32, 0), *exact = NONE; break; /* may round */
  case 5: r = expr_fp_unary(EXPR_UITOFP, n8, 32, 0); break;
  case 6: case 7: /* fneg, fabs of a converted int */
    x = expr_fp_unary(EXPR_SITOFP, n32, 64, 0);
    k = expr_const(T, 64, s == 6 ? 0x8000000000000000ull : 0x7FFFFFFFFFFFFFFFull);
    r = expr_binary(s == 6 ? EXPR_XOR : EXPR_AND, x, k);
    expr_dec(x), expr_dec(k);
    break;
  case 8: case 9: /* * -1.0, / -1.0 */
    x = expr_fp_unary(EXPR_UITOFP, n8, 64, 0), k = c64(-1.0);
    r = expr_fp_binary(s == 8 ? EXPR_FMUL : EXPR_FDIV, s == 8 ? k : x, s == 8 ? x : k);
    expr_dec(x), expr_dec(k);
    break;
  case 10: { /* a sign chosen by an ite, times a converted int */
    Expr *m1 = c64(-1.0), *p1 = c64(1.0), *sg = expr_ite(c, m1, p1);
    x = expr_fp_unary(EXPR_SITOFP, n32, 64, 0);
    r = expr_fp_binary(EXPR_FMUL, sg, x);
    expr_dec(m1), expr_dec(p1), expr_dec(sg), expr_dec(x);
    break;
  }
  case 11: /* ite of two converted ints, rounded up */
    x = expr_fp_unary(EXPR_UITOFP, n8, 64, 0), y = expr_fp_unary(EXPR_SITOFP, n32, 64, 0);
    k = expr_ite(c, x, y);
    r = expr_fp_unary(EXPR_FRINT, k, 64, FP_RTP);
    expr_dec(x), expr_dec(y), expr_dec(k);
    break;
  case 12: /* a float widened */
    x = expr_fp_unary(EXPR_SITOFP, n8, 32, 0);
    r = expr_fp_unary(EXPR_FPEXT, x, 64, 0);
    expr_dec(x);
    break;
  case 13: /* a fraction */
    x = expr_fp_unary(EXPR_UITOFP, n8, 64, 0), k = c64(10.0);
    r = expr_fp_binary(EXPR_FDIV, x, k), *exact = QUOTIENT;
    expr_dec(x), expr_dec(k);
    break;
  case 14: case 15: { /* strtod's shape: sign * (digits / 10^k) */
    Expr *m1 = c64(-1.0), *p1 = c64(1.0), *sg = expr_ite(c, m1, p1);
    x = expr_fp_unary(s == 14 ? EXPR_SITOFP : EXPR_UITOFP, s == 14 ? n32 : small, 64, 0);
    k = c64(s == 14 ? 1000.0 : 1e18);
    y = expr_fp_binary(EXPR_FDIV, x, k);
    r = expr_fp_binary(EXPR_FMUL, sg, y), *exact = QUOTIENT;
    expr_dec(m1), expr_dec(p1), expr_dec(sg), expr_dec(x), expr_dec(k), expr_dec(y);
    break;
  }
  case 16: /* over a negative constant */
    x = expr_fp_unary(EXPR_SITOFP, n32, 64, 0), k = c64(-100.0);
    r = expr_fp_binary(EXPR_FDIV, x, k), *exact = QUOTIENT;
    expr_dec(x), expr_dec(k);
    break;
  case 17: /* a quotient truncated (C's (int) of it) */
    x = expr_fp_unary(EXPR_SITOFP, n32, 64, 0), k = c64(10.0);
    y = expr_fp_binary(EXPR_FDIV, x, k);
    r = expr_fp_unary(EXPR_FRINT, y, 64, FP_RTZ), *exact = QUOTIENT;
    expr_dec(x), expr_dec(k), expr_dec(y);
    break;
  case 19: case 20: case 21: /* scaled by an integer: exact while the product stays below 2^53 */
    x = expr_fp_unary(s == 20 ? EXPR_SITOFP : EXPR_UITOFP, s == 19 ? n8 : s == 20 ? n32 : small, 64, 0);
    k = c64(s == 19 ? 10.0 : s == 20 ? -1000.0 : 4.0);
    r = expr_fp_binary(EXPR_FMUL, s == 20 ? k : x, s == 20 ? x : k), *exact = s == 21 ? NONE : INTEGER;
    expr_dec(x), expr_dec(k);
    break;
  case 22: { /* strtod's signed_value: neg ? -x : x of a fraction, an ite of bits */
    x = expr_fp_unary(EXPR_UITOFP, n8, 64, 0), k = c64(10.0);
    y = expr_fp_binary(EXPR_FDIV, x, k);
    Expr *sb = expr_const(T, 64, 0x8000000000000000ull), *ny = expr_binary(EXPR_XOR, y, sb);
    r = expr_ite(c, ny, y), *exact = QUOTIENT;
    expr_dec(x), expr_dec(k), expr_dec(y), expr_dec(sb), expr_dec(ny);
    break;
  }
  case 18: /* any double, NaNs and infinities too, truncated: no view, but its
            * comparisons with constants lose the rounding */
    r = expr_fp_unary(EXPR_FRINT, n, 64, FP_RTZ), *exact = NONE;
    break;
  }
  expr_dec(n8), expr_dec(n32), expr_dec(mask), expr_dec(small);
  return r;
}

/* Consumer j of the FP value v (and of w, a second shape), or NULL:
 * conversions to integers, roundings, comparisons with w, and each
 * comparison with each constant on either side. */
static const double CONSTS[] = {1.5,  -2.5,  0x1p60,        1e300,          INFINITY,     -INFINITY,
                                3.0,  -0.0,  0.1,           12.35,          2147483647.0, -2147483648.0,
                                -2147483649.0, 2147483648.0, 1e-300,        5e-324,       -1.0,
                                NAN,  0.05,  -7.0};
enum { NCONSTS = sizeof CONSTS / sizeof *CONSTS, NCONSUMERS = 14 + 9 * NCONSTS + 3 };
static const ExprKind CMP[] = {EXPR_FOLT, EXPR_FOLE, EXPR_FOEQ, EXPR_FUNO};

static Expr *consume(int j, Expr *v, Expr *w) {
  static const unsigned widths[] = {8, 16, 32, 64};
  if (j < 8) {
    unsigned to = widths[j % 4];
    return expr_fp_unary(j < 4 ? EXPR_FPTOSI : EXPR_FPTOUI, v, to, 0);
  }
  if (j < 10) return expr_fp_unary(EXPR_FRINT, v, v->width, j == 8 ? FP_RTZ : FP_RNE);
  if (j < 14) { /* against the other shape */
    if (w->width != v->width) return NULL;
    return expr_fp_binary(CMP[(j - 10 + 2) % 4], v, w);
  }
  int i = j - 14;
  if (i >= 9 * NCONSTS) { /* isnan(v), isinf(v), signbit(v) */
    if (i == 9 * NCONSTS) return expr_fp_binary(EXPR_FUNO, v, v);
    if (i == 9 * NCONSTS + 2) return expr_extract(v, v->width - 1, 1);
    Expr *mask = expr_const(T, v->width, v->width == 32 ? 0x7FFFFFFFu : 0x7FFFFFFFFFFFFFFFull);
    Expr *abs = expr_binary(EXPR_AND, v, mask), *inf = v->width == 32 ? c32(INFINITY) : c64(INFINITY);
    Expr *r = expr_fp_binary(EXPR_FOEQ, abs, inf);
    expr_dec(mask), expr_dec(abs), expr_dec(inf);
    return r;
  }
  double d = CONSTS[i < 8 * NCONSTS ? i / 8 : i - 8 * NCONSTS];
  Expr *k = v->width == 32 ? c32((float)d) : c64(d), *r;
  if (i >= 8 * NCONSTS) { /* its bits equal to the constant's: a pinned value */
    r = expr_eq(v, k);
    expr_dec(k);
    return r;
  }
  r = i % 2 ? expr_fp_binary(CMP[i / 2 % 4], k, v) : expr_fp_binary(CMP[i / 2 % 4], v, k);
  expr_dec(k);
  return r;
}

/* Whether consumer j of a shape known as `exact` (and of one known as
 * exact2) must have lost its IEEE arithmetic (roundings: give v back). */
static bool must_rewrite(int s, const Expr *v, int exact, int exact2, int j) {
  int i = j - 14;
  if (i >= 9 * NCONSTS) /* isnan, isinf, the sign bit */
    return exact == INTEGER || (exact == QUOTIENT && s != 17 && v->width == 64);
  if (i >= 8 * NCONSTS) /* bits against a nonzero constant, v of an FP kind */
    return exact != NONE && s != 17 && (fp_is_kind((ExprKind)v->kind) || s == 22) &&
           (v->width == 32 ? (double)(float)CONSTS[i - 8 * NCONSTS] : CONSTS[i - 8 * NCONSTS]) != 0;
  if (exact == INTEGER) return j < 10 || j >= 14 || exact2 == INTEGER;
  if (exact == QUOTIENT && s != 17 && j < 8) return true; /* (int) of a quotient */
  if (exact != QUOTIENT || j < 14) return false;
  double d = CONSTS[i / 8];
  if (s != 17) return true;
  /* a truncation: only < and <= with a constant well inside the format */
  return (CMP[i / 2 % 4] == EXPR_FOLT || CMP[i / 2 % 4] == EXPR_FOLE) && fabs(d) <= 0x1p51;
}

static const uint64_t VALUES[] = {0,           1,          2,           0xFF,        0x7F,
                                  0x80,        0x7FFFFFFF, 0x80000000,  0xFFFFFFFF,  0xFFFFFFFE,
                                  0x7FFF,      0x8000,     0xFFFF,      0x10000,     0x12345678,
                                  0xFFFFFFFFFFFFFFFFull,   0x8000000000000000ull,    0x1FFFFFFFFFFFFFull,
                                  0x20000000000001ull,     0xFFFFFFFF80000000ull,    0xFFFFFFFFFFFFFF80ull,
                                  15,          14,         16,          123,         1235,
                                  12350,       12345,      0xFFFFFFF1,  0x7FF0000000000000ull, 0xFFF0000000000000ull,
                                  0x3FF8000000000000ull,   0xC1E0000000000000ull,    0x41DFFFFFFFC00000ull,
                                  0x41E0000000000000ull,   0x7FF8000000000001ull,    0x000FFFFFFFFFFFFFull,
                                  21474836470ull, 21474836475ull, 0xFFFFFFFB0000000Aull};

static Array *ARR; /* n's 8 bytes and c's */

/* Shape s under consumer j (with shape s2 for the comparisons of two):
 * rewritten where it must be, and equal to fp.c's folding on every value.
 * Returns whether it lost its IEEE arithmetic. */
static bool check_one(int s, int s2, int j, Expr *n, Expr *c) {
  int exact, exact2;
  Expr *v = shape(s, n, c, &exact), *w = shape(s2, n, c, &exact2), *e = consume(j, v, w);
  if (!e) {
    expr_dec(v), expr_dec(w);
    return false;
  }
  bool must = must_rewrite(s, v, exact, exact2, j), kept = j >= 8 && j < 10 ? e == v : !has_fp(e);
  if (must && !kept) fprintf(stderr, "not rewritten: shape %d/%d consumer %d\n", s, s2, j);
  CHECK(!must || kept);
  for (size_t i = 0; i < sizeof VALUES / sizeof *VALUES; i++)
    for (int cv = 0; cv < 2; cv++) {
      Model *m = model_new();
      for (uint32_t k = 0; k < 8; k++) model_set(m, ARR, k, (uint8_t)(VALUES[i] >> (8 * k)));
      model_set(m, ARR, 8, (uint8_t)cv);
      Expr *nc = expr_const(T, 64, VALUES[i]), *cc = expr_bool(T, cv);
      int ex1, ex2;
      Expr *vc = shape(s, nc, cc, &ex1), *wc = shape(s2, nc, cc, &ex2), *ec = consume(j, vc, wc);
      CHECK(expr_is_const(ec));
      if (expr_eval(e, m) != expr_value(ec))
        fprintf(stderr, "shape %d/%d consumer %d value %llx c %d: %llx, folded %llx\n", s, s2, j,
                (unsigned long long)VALUES[i], cv, (unsigned long long)expr_eval(e, m),
                (unsigned long long)expr_value(ec));
      CHECK(expr_eval(e, m) == expr_value(ec));
      expr_dec(nc), expr_dec(cc), expr_dec(vc), expr_dec(wc), expr_dec(ec);
      model_free(m);
    }
  expr_dec(v), expr_dec(w), expr_dec(e);
  return kept;
}

/* Every shape under every consumer: the rewritten expression over inputs
 * evaluates as fp.c folds the same values. */
static void test_against_folding(void) {
  ARR = array_new(T, "n", 9);
  Expr *b[9];
  for (int i = 0; i < 9; i++) b[i] = expr_var(ARR, (uint32_t)i);
  Expr *n = expr_inc(b[7]);
  for (int i = 6; i >= 0; i--) {
    Expr *t = expr_concat(n, b[i]);
    expr_dec(n);
    n = t;
  }
  Expr *zero = expr_const(T, 8, 0), *c = expr_ne(b[8], zero);
  int rewritten = 0;
  for (int s = 0; s < NSHAPES; s++)
    for (int j = 0; j < NCONSUMERS; j++)
      for (int s2 = 0; s2 < (j >= 10 && j < 14 ? NSHAPES : 1); s2 += 3) rewritten += check_one(s, s2, j, n, c);
  CHECK(rewritten > 2500); /* of 2963 */
  expr_dec(zero), expr_dec(c), expr_dec(n);
  for (int i = 0; i < 9; i++) expr_dec(b[i]);
}

/* cJSON's print_number: d == (double)(int)d for d = sign * (10*a + b) of two
 * digits. Valid, and after the rewrite a question without IEEE arithmetic. */
static void test_cjson_question(void) {
  Array *arr = array_new(T, "digits", 3);
  Expr *a = expr_var(arr, 0), *b = expr_var(arr, 1), *neg = expr_var(arr, 2);
  Expr *za = expr_zext(a, 64), *zb = expr_zext(b, 64), *ten = expr_const(T, 64, 10);
  Expr *ta = expr_binary(EXPR_MUL, ten, za), *num = expr_binary(EXPR_ADD, ta, zb);
  Expr *d0 = expr_fp_unary(EXPR_UITOFP, num, 64, 0);
  Expr *zero = expr_const(T, 8, 0), *isneg = expr_ne(neg, zero);
  Expr *m1 = c64(-1.0), *p1 = c64(1.0), *sg = expr_ite(isneg, m1, p1);
  Expr *d = expr_fp_binary(EXPR_FMUL, sg, d0);
  Expr *i = expr_fp_unary(EXPR_FPTOSI, d, 32, 0), *back = expr_fp_unary(EXPR_SITOFP, i, 64, 0);
  Expr *same = expr_fp_binary(EXPR_FOEQ, d, back), *differs = expr_not(same);
  CHECK(!has_fp(same));
  Solver *sv = solver_new(30);
  Model *m = model_new();
  CHECK(solver_check(sv, NULL, 0, differs, m) == SOLVER_UNSAT);
  model_free(m);
  solver_free(sv);
  Expr *tmp[] = {a, b, neg, za, zb, ten, ta, num, d0, zero, isneg, m1, p1, sg, d, i, back, same, differs};
  for (size_t k = 0; k < sizeof tmp / sizeof *tmp; k++) expr_dec(tmp[k]);
}

/* The same question of a number with a fraction: d = sign * (10*a + b) / 10
 * of two digits equals (double)(int)d exactly when b is 0. Valid, and no
 * IEEE arithmetic is left in it, nor in the (int) itself. */
static void test_cjson_fraction(void) {
  Array *arr = array_new(T, "fraction", 3);
  Expr *a = expr_var(arr, 0), *b = expr_var(arr, 1), *neg = expr_var(arr, 2);
  Expr *za = expr_zext(a, 64), *zb = expr_zext(b, 64), *ten = expr_const(T, 64, 10);
  Expr *ta = expr_binary(EXPR_MUL, ten, za), *num = expr_binary(EXPR_ADD, ta, zb);
  Expr *d0 = expr_fp_unary(EXPR_UITOFP, num, 64, 0), *tenf = c64(10.0), *q = expr_fp_binary(EXPR_FDIV, d0, tenf);
  Expr *zero = expr_const(T, 8, 0), *isneg = expr_ne(neg, zero);
  Expr *m1 = c64(-1.0), *p1 = c64(1.0), *sg = expr_ite(isneg, m1, p1);
  Expr *d = expr_fp_binary(EXPR_FMUL, sg, q);
  Expr *i = expr_fp_unary(EXPR_FPTOSI, d, 32, 0), *back = expr_fp_unary(EXPR_SITOFP, i, 64, 0);
  Expr *same = expr_fp_binary(EXPR_FOEQ, d, back), *whole = expr_eq(b, zero);
  Expr *nine = expr_const(T, 8, 9), *da = expr_binary(EXPR_ULE, a, nine), *db = expr_binary(EXPR_ULE, b, nine);
  Expr *digits = expr_and(da, db), *differ = expr_binary(EXPR_XOR, same, whole), *wrong = expr_and(digits, differ);
  CHECK(!has_fp(same));
  CHECK(!has_fp(i));
  Solver *sv = solver_new(30);
  Model *m = model_new();
  CHECK(solver_check(sv, NULL, 0, wrong, m) == SOLVER_UNSAT);
  model_free(m);
  solver_free(sv);
  Expr *tmp[] = {a,    b,  neg, za, zb,   ten,   ta,   num, d0, tenf, q,     zero,   isneg,
                 m1,   p1, sg,  d,  i,    back,  same, whole, nine, da, db, digits, differ, wrong};
  for (size_t k = 0; k < sizeof tmp / sizeof *tmp; k++) expr_dec(tmp[k]);
}

int main(void) {
  T = expr_table_new();
  test_against_folding();
  test_cjson_question();
  test_cjson_fraction();
  CHECK(expr_live_count(T) == 0);
  expr_table_free(T);
  printf("test_fp_exact: %d passed, %d failed\n", passed, failed);
  return failed != 0;
}
