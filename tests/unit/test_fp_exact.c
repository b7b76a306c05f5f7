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

enum { NSHAPES = 14 };

/* FP shape s over the 64-bit integer n and the boolean c; *exact: every
 * consumer of it must lose its IEEE arithmetic. A new reference. */
static Expr *shape(int s, Expr *n, Expr *c, bool *exact) {
  Expr *n8 = expr_extract(n, 0, 8), *n32 = expr_extract(n, 0, 32), *r = NULL, *k, *x, *y;
  Expr *mask = expr_const(T, 64, 0xFFFFFFFFFFFFFull), *small = expr_binary(EXPR_AND, n, mask); /* < 2^52 */
  *exact = true;
  switch (s) {
  case 0: r = expr_fp_unary(EXPR_UITOFP, n8, 64, 0); break;
  case 1: r = expr_fp_unary(EXPR_SITOFP, n32, 64, 0); break;
  case 2: r = expr_fp_unary(EXPR_UITOFP, small, 64, 0); break;
  case 3: r = expr_fp_unary(EXPR_SITOFP, n, 64, 0), *exact = false; break;   /* may round */
  case 4: r = expr_fp_unary(EXPR_UITOFP, n32, 32, 0), *exact = false; break; /* may round */
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
  case 13: /* a fraction: no rewrite */
    x = expr_fp_unary(EXPR_UITOFP, n8, 64, 0), k = c64(10.0);
    r = expr_fp_binary(EXPR_FDIV, x, k), *exact = false;
    expr_dec(x), expr_dec(k);
    break;
  }
  expr_dec(n8), expr_dec(n32), expr_dec(mask), expr_dec(small);
  return r;
}

/* Consumer j of the FP value v (and of w, a second shape), or NULL. */
enum { NCONSUMERS = 22 };
static Expr *consume(int j, Expr *v, Expr *w) {
  static const unsigned widths[] = {8, 16, 32, 64};
  static const double consts[] = {1.5, -2.5, 0x1p60, 1e300, INFINITY, -INFINITY, 3.0, -0.0};
  if (j < 8) {
    unsigned to = widths[j % 4];
    return expr_fp_unary(j < 4 ? EXPR_FPTOSI : EXPR_FPTOUI, v, to, 0);
  }
  if (j < 10) return expr_fp_unary(EXPR_FRINT, v, v->width, j == 8 ? FP_RTZ : FP_RNE);
  if (j < 14) { /* against the other shape */
    if (w->width != v->width) return NULL;
    static const ExprKind ks[] = {EXPR_FOEQ, EXPR_FOLT, EXPR_FOLE, EXPR_FUNO};
    return expr_fp_binary(ks[j - 10], v, w);
  }
  /* against constants, on either side */
  double d = consts[j - 14];
  Expr *k = v->width == 32 ? c32((float)d) : c64(d), *r;
  static const ExprKind ks[] = {EXPR_FOLT, EXPR_FOLE, EXPR_FOEQ, EXPR_FUNO};
  r = j % 2 ? expr_fp_binary(ks[j % 4], k, v) : expr_fp_binary(ks[j % 4], v, k);
  expr_dec(k);
  return r;
}

static const uint64_t VALUES[] = {0,           1,          2,           0xFF,        0x7F,
                                  0x80,        0x7FFFFFFF, 0x80000000,  0xFFFFFFFF,  0xFFFFFFFE,
                                  0x7FFF,      0x8000,     0xFFFF,      0x10000,     0x12345678,
                                  0xFFFFFFFFFFFFFFFFull,   0x8000000000000000ull,    0x1FFFFFFFFFFFFFull,
                                  0x20000000000001ull,     0xFFFFFFFF80000000ull,    0xFFFFFFFFFFFFFF80ull};

/* Every shape under every consumer: the rewritten expression over inputs
 * evaluates as fp.c folds the same values. */
static void test_against_folding(void) {
  Array *arr = array_new(T, "n", 9);
  Expr *b[9];
  for (int i = 0; i < 9; i++) b[i] = expr_var(arr, (uint32_t)i);
  Expr *n = expr_inc(b[7]);
  for (int i = 6; i >= 0; i--) {
    Expr *t = expr_concat(n, b[i]);
    expr_dec(n);
    n = t;
  }
  Expr *zero = expr_const(T, 8, 0), *c = expr_ne(b[8], zero);
  int rewritten = 0;
  for (int s = 0; s < NSHAPES; s++)
    for (int s2 = 0; s2 < NSHAPES; s2 += 3)
      for (int j = 0; j < NCONSUMERS; j++) {
        bool exact, exact2;
        Expr *v = shape(s, n, c, &exact), *w = shape(s2, n, c, &exact2), *e = consume(j, v, w);
        if (!e) {
          expr_dec(v), expr_dec(w);
          continue;
        }
        /* roundings give their operand back; the rest lose their IEEE arithmetic */
        bool must = exact && (j < 10 || j >= 14 || exact2), kept = j >= 8 && j < 10 ? e == v : !has_fp(e);
        if (must && !kept) fprintf(stderr, "not rewritten: shape %d/%d consumer %d\n", s, s2, j);
        CHECK(!must || kept);
        rewritten += kept;
        for (size_t i = 0; i < sizeof VALUES / sizeof *VALUES; i++)
          for (int cv = 0; cv < 2; cv++) {
            Model *m = model_new();
            for (uint32_t k = 0; k < 8; k++) model_set(m, arr, k, (uint8_t)(VALUES[i] >> (8 * k)));
            model_set(m, arr, 8, (uint8_t)cv);
            Expr *nc = expr_const(T, 64, VALUES[i]), *cc = expr_bool(T, cv);
            bool ex1, ex2;
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
      }
  CHECK(rewritten > 300);
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

int main(void) {
  T = expr_table_new();
  test_against_folding();
  test_cjson_question();
  CHECK(expr_live_count(T) == 0);
  expr_table_free(T);
  printf("test_fp_exact: %d passed, %d failed\n", passed, failed);
  return failed != 0;
}
