/* fp_exact: exact rewrites of floating-point expressions whose value is
 * always an integer of magnitude at most 2^53: an integer converted without
 * rounding, its negation or absolute value (sign-bit operations), an ite of
 * two such values, a product or quotient by +-1.0, a rounding of one, a
 * float widened. A conversion of such a value back to an integer, its
 * rounding, and its comparisons become bit-vector expressions, which the
 * solver decides far faster than IEEE arithmetic: cJSON's number printer
 * asks whether d == (int)d of a parsed number, where 99% of symx run's
 * solver time went (bench/README.md: fp_exact). Each rule holds on every
 * input, NaNs and signed zeros included: tests/unit/test_fp_exact.c checks
 * them against fp.c's semantics. */
#include <math.h>
#include <string.h>

#include "expr/fp.h"
#include "expr/fp_exact.h"

enum { VIEW_DEPTH = 12 };

static uint64_t sign_bit(unsigned w) { return 1ull << (w - 1); }

/* The value of the 32- or 64-bit FP bit pattern x. */
static double host_value(unsigned w, uint64_t x) {
  if (w == 32) {
    uint32_t b = (uint32_t)x;
    float f;
    memcpy(&f, &b, sizeof f);
    return f;
  }
  double d;
  memcpy(&d, &x, sizeof d);
  return d;
}

/* The sign of e when it is the constant +1.0 (1) or -1.0 (-1); else 0. */
static int unit_const(const Expr *e) {
  if (!expr_is_const(e) || (e->width != 32 && e->width != 64)) return 0;
  double d = host_value(e->width, (uint64_t)e->u.value);
  return d == 1.0 ? 1 : d == -1.0 ? -1 : 0;
}

/* Whether e is +-1.0, or an ite of two of them (a sign the program chose):
 * *cond is then the ite's condition (else NULL), s[0] and s[1] the signs. */
static bool unit_of(const Expr *e, Expr **cond, int s[2]) {
  *cond = NULL;
  s[0] = s[1] = unit_const(e);
  if (s[0]) return true;
  if (e->kind != EXPR_ITE) return false;
  s[0] = unit_const(e->kid[1]), s[1] = unit_const(e->kid[2]);
  *cond = e->kid[0];
  return s[0] && s[1];
}

static Expr *neg64(Expr *v) {
  Expr *z = expr_const(v->tab, 64, 0), *r = expr_binary(EXPR_SUB, z, v);
  expr_dec(z);
  return r;
}

/* The operand of the XOR/AND e whose other operand is the constant k, or NULL. */
static Expr *other_of(const Expr *e, uint64_t k) {
  for (int i = 0; i < 2; i++)
    if (expr_is_const(e->kid[i]) && (uint64_t)e->kid[i]->u.value == k) return e->kid[1 - i];
  return NULL;
}

/* pos or neg by each sign of s, under cond (NULL: s[0] alone). Consumes
 * neither; a new reference. */
static Expr *by_sign(Expr *cond, const int s[2], Expr *pos, Expr *neg) {
  Expr *a = s[0] > 0 ? pos : neg, *b = s[1] > 0 ? pos : neg;
  return cond && a != b ? expr_ite(cond, a, b) : expr_inc(a);
}

static Expr *view(Expr *e, int depth);

static Expr *view_const(Expr *e) {
  double d = host_value(e->width, (uint64_t)e->u.value);
  if (!(fabs(d) <= 0x1p53) || d != floor(d)) return NULL; /* NaN, infinite, fractional or too big */
  return expr_const(e->tab, 64, (u128)(uint64_t)(int64_t)d);
}

/* An integer converted to FP: exact when it has at most the format's
 * significand bits (its unsigned bound, or its signed width). */
static Expr *view_convert(Expr *e) {
  Expr *n = e->kid[0];
  uint64_t mant = e->width == 32 ? 24 : 53;
  if (e->kind == EXPR_SITOFP && n->width <= mant + 1) return expr_sext(n, 64);
  if (n->width <= 64 && n->hi <= (1ull << mant) && (e->kind == EXPR_UITOFP || n->hi < sign_bit(n->width)))
    return expr_zext(n, 64);
  return NULL;
}

/* The sign-bit operations: fneg (xor with the sign bit), fabs (an and
 * with the other bits, which expr_binary makes a zext of the low bits). */
static Expr *view_sign_op(Expr *e, int depth) {
  uint64_t sb = sign_bit(e->width);
  Expr *x = NULL;
  if (e->kind == EXPR_XOR) x = other_of(e, sb);
  else if (e->kind == EXPR_AND) x = other_of(e, sb - 1);
  else if (e->kid[0]->kind == EXPR_EXTRACT && e->kid[0]->aux == 0 && e->kid[0]->width == e->width - 1 &&
           e->kid[0]->kid[0]->width == e->width)
    x = e->kid[0]->kid[0]; /* ZEXT */
  Expr *v = x ? view(x, depth + 1) : NULL;
  if (!v) return NULL;
  Expr *n = neg64(v), *r;
  if (e->kind == EXPR_XOR) {
    r = expr_inc(n);
  } else {
    Expr *z = expr_const(e->tab, 64, 0), *lt = expr_binary(EXPR_SLT, v, z);
    r = expr_ite(lt, n, v);
    expr_dec(z), expr_dec(lt);
  }
  expr_dec(n), expr_dec(v);
  return r;
}

/* x * k, k * x or x / k where k is a sign (unit_of) and x the other operand;
 * NULL when the node is not of that form. */
static Expr *unit_operand(const Expr *e, Expr **cond, int s[2]) {
  if (unit_of(e->kid[1], cond, s)) return e->kid[0];
  if (e->kind == EXPR_FMUL && unit_of(e->kid[0], cond, s)) return e->kid[1];
  return NULL;
}

/* A 64-bit expression equal to e's FP value when e (a float or double) is
 * always an integer of magnitude at most 2^53 (a zero's sign aside; never a
 * NaN); NULL when that is not known. A new reference. */
static Expr *view(Expr *e, int depth) {
  if ((e->width != 32 && e->width != 64) || depth > VIEW_DEPTH) return NULL;
  switch (e->kind) {
  case EXPR_CONST: return view_const(e);
  case EXPR_SITOFP: case EXPR_UITOFP: return view_convert(e);
  case EXPR_XOR: case EXPR_AND: case EXPR_ZEXT: return view_sign_op(e, depth);
  case EXPR_FRINT: return view(e->kid[0], depth + 1);
  case EXPR_FPEXT: return view(e->kid[0], depth + 1);
  case EXPR_ITE: {
    Expr *a = view(e->kid[1], depth + 1), *b = a ? view(e->kid[2], depth + 1) : NULL;
    Expr *r = b ? expr_ite(e->kid[0], a, b) : NULL;
    expr_dec(a), expr_dec(b);
    return r;
  }
  case EXPR_FMUL: case EXPR_FDIV: {
    Expr *cond;
    int sg[2];
    Expr *x = unit_operand(e, &cond, sg), *v = x ? view(x, depth + 1) : NULL;
    if (!v) return NULL;
    Expr *n = neg64(v), *r = by_sign(cond, sg, v, n);
    expr_dec(v), expr_dec(n);
    return r;
  }
  default: return NULL;
  }
}

/* FPTOSI/FPTOUI (k) to w bits of a value whose view is v: v where it is in
 * the type's range, else fp.c's out-of-range result, the sign bit alone. */
static Expr *to_int(ExprKind k, unsigned w, Expr *v) {
  ExprTable *t = v->tab;
  int64_t lo = k == EXPR_FPTOSI ? (w == 64 ? INT64_MIN : -(int64_t)sign_bit(w)) : 0;
  int64_t hi = k == EXPR_FPTOSI ? (w == 64 ? INT64_MAX : (int64_t)sign_bit(w) - 1)
                                : (w >= 63 ? INT64_MAX : (int64_t)((1ull << w) - 1));
  Expr *clo = expr_const(t, 64, (u128)(uint64_t)lo), *chi = expr_const(t, 64, (u128)(uint64_t)hi);
  Expr *above = expr_binary(EXPR_SLE, clo, v), *below = expr_binary(EXPR_SLE, v, chi);
  Expr *in = expr_and(above, below), *val = expr_resize(v, w), *out = expr_const(t, w, sign_bit(w));
  Expr *r = expr_ite(in, val, out);
  Expr *tmp[] = {clo, chi, above, below, in, val, out};
  for (size_t i = 0; i < sizeof tmp / sizeof *tmp; i++) expr_dec(tmp[i]);
  return r;
}

Expr *fp_exact_unary(ExprKind k, Expr *a, unsigned width) {
  if (k != EXPR_FRINT && k != EXPR_FPTOSI && k != EXPR_FPTOUI) return NULL;
  Expr *v = view(a, 0);
  if (!v) return NULL;
  if (k == EXPR_FRINT) { /* an integer already: every rounding leaves it, -0.0 too */
    expr_dec(v);
    return expr_inc(a);
  }
  Expr *r = to_int(k, width, v);
  expr_dec(v);
  return r;
}

/* A comparison (k) of v, an integer of magnitude at most 2^53, with the FP
 * constant c: `flip` when c is the left operand. */
static Expr *compare_const(ExprKind k, Expr *v, double c, bool flip) {
  ExprTable *t = v->tab;
  if (c != c) return expr_bool(t, k == EXPR_FUNO);
  if (k == EXPR_FUNO || k == EXPR_FOEQ) return expr_bool(t, false); /* c is no integer, or too big */
  /* v < c  <=> v < ceil(c);  v <= c <=> v <= floor(c);  c < v <=> floor(c) < v;  c <= v <=> ceil(c) <= v */
  bool lt = k == EXPR_FOLT;
  double bound = (lt != flip) ? ceil(c) : floor(c);
  if (bound > 0x1p60) return expr_bool(t, !flip);
  if (bound < -0x1p60) return expr_bool(t, flip);
  Expr *b = expr_const(t, 64, (u128)(uint64_t)(int64_t)bound);
  Expr *r = flip ? expr_binary(lt ? EXPR_SLT : EXPR_SLE, b, v) : expr_binary(lt ? EXPR_SLT : EXPR_SLE, v, b);
  expr_dec(b);
  return r;
}

static Expr *compare(ExprKind k, Expr *a, Expr *b) {
  Expr *va = view(a, 0), *vb = view(b, 0), *r = NULL;
  if (va && vb) {
    if (k == EXPR_FUNO) r = expr_bool(a->tab, false);
    else r = expr_binary(k == EXPR_FOEQ ? EXPR_EQ : k == EXPR_FOLT ? EXPR_SLT : EXPR_SLE, va, vb);
  } else if (va && expr_is_const(b)) {
    r = compare_const(k, va, host_value(b->width, (uint64_t)b->u.value), false);
  } else if (vb && expr_is_const(a)) {
    r = compare_const(k, vb, host_value(a->width, (uint64_t)a->u.value), true);
  }
  expr_dec(va), expr_dec(vb);
  return r;
}

Expr *fp_exact_binary(ExprKind k, Expr *a, Expr *b) {
  if (a->width != 32 && a->width != 64) return NULL;
  if (k >= EXPR_FOEQ && k <= EXPR_FUNO) return compare(k, a, b);
  if (k != EXPR_FMUL && k != EXPR_FDIV) return NULL;
  /* x * +-1.0 or x / +-1.0 (the sign maybe chosen by an ite) of an integer
   * x (so no NaN): x, or x with its sign bit flipped */
  Expr node = {.kind = (uint8_t)k, .kid = {a, b}}, *cond;
  int sg[2];
  Expr *x = unit_operand(&node, &cond, sg), *v = x ? view(x, 0) : NULL;
  if (!v) return NULL;
  expr_dec(v);
  Expr *sb = expr_const(x->tab, x->width, sign_bit(x->width)), *nx = expr_binary(EXPR_XOR, x, sb);
  Expr *r = by_sign(cond, sg, x, nx);
  expr_dec(sb), expr_dec(nx);
  return r;
}
