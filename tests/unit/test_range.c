/* Unit tests of the unsigned range bounds kept in every expression node and
 * of the comparisons they decide: a randomised soundness check (the value of
 * every node under random models lies within its bounds) and the rules. */
#include <stdio.h>

#include "expr/expr.h"

#include "check.h"

/* The expressions of the test. */
static ExprTable *T;

static uint64_t rng = 88172645463325252ull;
static uint64_t rnd(void) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return rng;
}

static Array *arr;

/* A table with runs of equal bytes, small values and a few big ones. */
static uint8_t table[600];

static void fill_table(void) {
  for (unsigned i = 0; i < sizeof table; i++)
    table[i] = (uint8_t)(i % 7 == 0 ? rnd() : i / 50 % 3 == 0 ? i / 50 : rnd() % 40);
}

/* table[c + s * zext(x)] (of 64 bits) for random c, s, zero-extended to 32
 * bits: the affine indices of expr_affine, reaching past the table too. */
static Expr *random_select(Expr *x) {
  static const uint64_t strides[] = {1, 2, 3, 24};
  Expr *base = expr_arr_base(T, table, sizeof table), *z = expr_zext(x, 64);
  Expr *s = expr_const(T, 64, strides[rnd() % 4]), *c = expr_const(T, 64, rnd() % 200);
  Expr *m = rnd() % 2 ? expr_binary(EXPR_MUL, s, z) : expr_binary(EXPR_SHL, z, s);
  Expr *idx = expr_binary(EXPR_ADD, c, m), *r = expr_select(base, idx), *w = expr_zext(r, 32);
  expr_dec(base), expr_dec(z), expr_dec(s), expr_dec(c), expr_dec(m), expr_dec(idx), expr_dec(r);
  return w;
}

/* A random expression of width 32 over the bytes of `arr`. */
static Expr *random_expr(int depth) {
  if (depth == 0 || rnd() % 4 == 0) {
    if (rnd() % 3 == 0) return expr_const(T, 32, rnd() % 5 == 0 ? rnd() : rnd() % 300);
    Expr *v = expr_var(arr, (uint32_t)(rnd() % 4)), *z = expr_zext(v, 32);
    expr_dec(v);
    return z;
  }
  static const ExprKind ks[] = {EXPR_ADD, EXPR_SUB, EXPR_MUL, EXPR_UDIV, EXPR_UREM, EXPR_AND, EXPR_OR,
                                EXPR_XOR, EXPR_LSHR, EXPR_SHL, EXPR_ULT, EXPR_CONCAT, EXPR_SELECT, EXPR_SEXT};
  ExprKind k = ks[rnd() % (sizeof ks / sizeof ks[0])];
  Expr *a = random_expr(depth - 1), *b = random_expr(depth - 1), *r;
  if (k == EXPR_SELECT || k == EXPR_SEXT) { /* of a's low 10 bits (an index) or 16 bits */
    Expr *low = expr_extract(a, 0, k == EXPR_SELECT ? 10 : 16);
    r = k == EXPR_SELECT ? random_select(low) : expr_sext(low, 32);
    expr_dec(low);
  } else if (k == EXPR_CONCAT) { /* a's high bits over b's low ones: a number loaded back byte by byte */
    unsigned at = 1 + (unsigned)(rnd() % 31);
    Expr *hi = expr_extract(a, at, 32 - at), *lo = expr_extract(b, 0, at);
    r = expr_concat(hi, lo);
    expr_dec(hi), expr_dec(lo);
  } else if (k == EXPR_ULT) {
    Expr *c = expr_binary(EXPR_ULT, a, b);
    r = expr_ite(c, a, b);
    expr_dec(c);
  } else {
    r = expr_binary(k, a, b);
  }
  expr_dec(a);
  expr_dec(b);
  return r;
}

static bool within(const Expr *e, const Model *m) {
  uint64_t v = (uint64_t)expr_eval(e, m);
  bool ok = v >= e->lo && v <= e->hi;
  for (int k = 0; k < e->nkids && ok; k++)
    if (e->kid[k]->width && e->kid[k]->width <= 64) ok = within(e->kid[k], m);
  return ok;
}

static void test_soundness(void) {
  arr = array_new(T, "r", 4);
  fill_table();
  Model *m = model_new();
  int bad = 0;
  for (int i = 0; i < 3000; i++) {
    Expr *e = random_expr(4);
    for (int j = 0; j < 8; j++) {
      for (uint32_t b = 0; b < 4; b++) model_set(m, arr, b, (uint8_t)(j < 2 ? (j ? 0xff : 0) : rnd()));
      if (!within(e, m)) bad++;
    }
    expr_dec(e);
  }
  CHECK(bad == 0);
  model_free(m);
}

static void test_rules(void) {
  Array *a = array_new(T, "a", 3);
  Expr *v0 = expr_var(a, 0), *v1 = expr_var(a, 1), *v2 = expr_var(a, 2);
  Expr *z0 = expr_zext(v0, 32), *z1 = expr_zext(v1, 32), *z2 = expr_zext(v2, 32);
  /* zext(8 bits) < 256 is always true: decided without the solver. */
  Expr *c256 = expr_const(T, 32, 256);
  Expr *t = expr_binary(EXPR_ULT, z0, c256);
  CHECK(expr_is_true(t));
  /* The lecture's BMC example: v <= s where s = ... + v cannot wrap. */
  Expr *s1 = expr_binary(EXPR_ADD, z0, z1), *s2 = expr_binary(EXPR_ADD, s1, z2);
  Expr *le = expr_binary(EXPR_ULE, z2, s2), *lt = expr_binary(EXPR_ULT, s2, z2);
  CHECK(expr_is_true(le));
  CHECK(expr_is_false(lt));
  CHECK(s2->lo == 0 && s2->hi == 3 * 255);
  /* At 8 bits the sum can wrap: nothing may be decided. */
  Expr *w = expr_binary(EXPR_ADD, v0, v1), *le8 = expr_binary(EXPR_ULE, v1, w);
  CHECK(!expr_is_const(le8));
  expr_dec(v0), expr_dec(v1), expr_dec(v2), expr_dec(z0), expr_dec(z1), expr_dec(z2);
  expr_dec(c256), expr_dec(t), expr_dec(s1), expr_dec(s2), expr_dec(le), expr_dec(lt);
  expr_dec(w), expr_dec(le8);
  /* The high bytes of a bounded number are bounded: 10 * zext(v0) < 2^12. */
  Expr *b0 = expr_var(a, 0), *ten = expr_const(T, 64, 10), *z64 = expr_zext(b0, 64);
  Expr *x = expr_binary(EXPR_MUL, ten, z64), *high = expr_extract(x, 8, 56);
  CHECK(x->hi == 2550 && high->hi == 2550 >> 8);
  expr_dec(b0), expr_dec(ten), expr_dec(z64), expr_dec(x), expr_dec(high);
}

/* A read of a constant table at a bounded index is bounded by the bytes it
 * can reach, one in s of an index c + s * x; a read that can reach only one
 * value is that constant. */
static void test_tables(void) {
  Array *a = array_new(T, "t", 1);
  uint8_t big[3000];
  for (unsigned i = 0; i < sizeof big; i++) big[i] = (uint8_t)(i % 3 == 2 ? 7 : 200 + i % 50);
  Expr *base = expr_arr_base(T, big, sizeof big), *v = expr_var(a, 0), *x = expr_zext(v, 64);
  Expr *c2 = expr_const(T, 64, 2), *c3 = expr_const(T, 64, 3), *mul = expr_binary(EXPR_MUL, c3, x);
  Expr *idx = expr_binary(EXPR_ADD, c2, mul), *sel = expr_select(base, idx);
  CHECK(expr_is_const(sel) && expr_value(sel) == 7); /* 2 + 3 * x: only the 7s */
  Expr *sel0 = expr_select(base, mul); /* 3 * x: 200 + (3x mod 50), x < 256 */
  CHECK(!expr_is_const(sel0) && sel0->lo == 200 && sel0->hi == 249);
  Affine af = expr_affine(idx);
  CHECK(af.c == 2 && af.s == 3 && af.x == v);
  /* a product that can wrap is no affine index */
  Expr *huge = expr_const(T, 64, 1ull << 60), *wrap = expr_binary(EXPR_MUL, huge, x);
  af = expr_affine(wrap);
  CHECK(af.c == 0 && af.s == 1 && af.x == wrap);
  /* past the end reads 0: 2990 + x reaches the last 10 bytes and zeros */
  Expr *c2990 = expr_const(T, 64, 2990), *tail = expr_binary(EXPR_ADD, c2990, x), *st = expr_select(base, tail);
  CHECK(st->lo == 0 && st->hi == 248);
  /* the table's last byte, reached by the index's bound, is in the range */
  uint8_t last[101] = {0};
  last[100] = 200;
  Expr *lb = expr_arr_base(T, last, sizeof last), *ls = expr_select(lb, x);
  CHECK(ls->lo == 0 && ls->hi == 200);
  expr_dec(lb), expr_dec(ls);
  expr_dec(base), expr_dec(v), expr_dec(x), expr_dec(c2), expr_dec(c3), expr_dec(mul), expr_dec(idx);
  expr_dec(sel), expr_dec(sel0), expr_dec(huge), expr_dec(wrap), expr_dec(c2990), expr_dec(tail), expr_dec(st);
}

int main(void) {
  size_t start = util_bytes_in_use();
  T = expr_table_new();
  test_soundness();
  test_rules();
  test_tables();
  CHECK(expr_live_count(T) == 0);
  expr_table_free(T);
  CHECK(util_bytes_in_use() == start);
  printf("test_range: %d passed, %d failed\n", passed, failed);
  return failed != 0;
}
