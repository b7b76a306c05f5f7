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

/* The operand of a sign-bit operation e: fneg (xor with the sign bit:
 * *neg), fabs (an and with the other bits, which expr_binary makes a zext
 * of the low bits); NULL when e is neither. */
static Expr *sign_op_operand(const Expr *e, bool *neg) {
  uint64_t sb = sign_bit(e->width);
  *neg = e->kind == EXPR_XOR;
  if (e->kind == EXPR_XOR) return other_of(e, sb);
  if (e->kind == EXPR_AND) return other_of(e, sb - 1);
  if (e->kind == EXPR_ZEXT && e->kid[0]->kind == EXPR_EXTRACT && e->kid[0]->aux == 0 &&
      e->kid[0]->width == e->width - 1 && e->kid[0]->kid[0]->width == e->width)
    return e->kid[0]->kid[0];
  return NULL;
}

/* -v or |v| of the 64-bit v (consumed). */
static Expr *apply_sign_op(Expr *v, bool neg) {
  Expr *n = neg64(v), *r;
  if (neg) {
    r = expr_inc(n);
  } else {
    Expr *z = expr_const(v->tab, 64, 0), *lt = expr_binary(EXPR_SLT, v, z);
    r = expr_ite(lt, n, v);
    expr_dec(z), expr_dec(lt);
  }
  expr_dec(n), expr_dec(v);
  return r;
}

static Expr *view_sign_op(Expr *e, int depth) {
  bool neg;
  Expr *x = sign_op_operand(e, &neg), *v = x ? view(x, depth + 1) : NULL;
  return v ? apply_sign_op(v, neg) : NULL;
}

/* x * k, k * x or x / k where k is a sign (unit_of) and x the other operand;
 * NULL when the node is not of that form. */
static Expr *unit_operand(const Expr *e, Expr **cond, int s[2]) {
  if (unit_of(e->kid[1], cond, s)) return e->kid[0];
  if (e->kind == EXPR_FMUL && unit_of(e->kid[0], cond, s)) return e->kid[1];
  return NULL;
}

/* A bound on |e| for an e that has a view (saturating). */
static uint64_t magnitude(const Expr *e, int depth) {
  const uint64_t most = 1ull << 53;
  if (depth > VIEW_DEPTH) return UINT64_MAX;
  switch (e->kind) {
  case EXPR_CONST: {
    double d = fabs(host_value(e->width, (uint64_t)e->u.value));
    return d <= 0x1p63 ? (uint64_t)ceil(d) : UINT64_MAX; /* NaN: UINT64_MAX too */
  }
  case EXPR_UITOFP: return e->kid[0]->hi;
  case EXPR_SITOFP: return e->kid[0]->hi < sign_bit(e->kid[0]->width) ? e->kid[0]->hi : sign_bit(e->kid[0]->width);
  case EXPR_ITE: {
    uint64_t a = magnitude(e->kid[1], depth + 1), b = magnitude(e->kid[2], depth + 1);
    return a > b ? a : b;
  }
  case EXPR_FMUL: case EXPR_FDIV: {
    int i = !expr_is_const(e->kid[1]), u = unit_const(e->kid[1 - i]) || e->kid[1 - i]->kind == EXPR_ITE;
    uint64_t m = magnitude(e->kid[i], depth + 1), c = u ? 1 : magnitude(e->kid[1 - i], depth + 1);
    return m > most || c > most || (c && m > most / c) ? UINT64_MAX : m * c;
  }
  case EXPR_XOR: case EXPR_AND: case EXPR_ZEXT: case EXPR_FRINT: case EXPR_FPEXT: {
    uint64_t m = 0;
    for (unsigned i = 0; i < e->nkids; i++)
      if (!expr_is_const(e->kid[i])) m = magnitude(e->kid[i]->kind == EXPR_EXTRACT ? e->kid[i]->kid[0] : e->kid[i], depth + 1);
    return m;
  }
  default: return UINT64_MAX;
  }
}

/* x * C for an integer constant C (the side that is not a sign), exact
 * when |x| * |C| <= 2^53: digits times a power of ten. */
static Expr *view_scaled(Expr *e, int depth) {
  if (e->kind != EXPR_FMUL) return NULL;
  int i = expr_is_const(e->kid[0]) ? 1 : 0;
  Expr *k = e->kid[1 - i], *x = e->kid[i];
  if (!expr_is_const(k)) return NULL;
  double c = host_value(e->width, (uint64_t)k->u.value);
  if (!(fabs(c) >= 2 && fabs(c) <= 0x1p53) || c != floor(c)) return NULL;
  uint64_t m = magnitude(x, depth + 1), ac = (uint64_t)fabs(c);
  if (m > (1ull << 53) / ac) return NULL;
  Expr *v = view(x, depth + 1);
  if (!v) return NULL;
  Expr *kc = expr_const(e->tab, 64, (u128)(uint64_t)(int64_t)c), *r = expr_binary(EXPR_MUL, v, kc);
  expr_dec(kc), expr_dec(v);
  return r;
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
    if (!v) return x ? NULL : view_scaled(e, depth);
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

static Expr *qview(Expr *e, uint64_t *C, int depth);
static Expr *quotient_trunc(Expr *I, uint64_t C, uint64_t bound);

Expr *fp_exact_unary(ExprKind k, Expr *a, unsigned width) {
  if (k != EXPR_FRINT && k != EXPR_FPTOSI && k != EXPR_FPTOUI) return NULL;
  Expr *v = view(a, 0);
  uint64_t C;
  if (!v && k != EXPR_FRINT && a->width == 64 && (v = qview(a, &C, 0))) { /* (int) of a quotient */
    Expr *t = quotient_trunc(v, C, magnitude(a, 0)), *r = to_int(k, width, t);
    expr_dec(v), expr_dec(t);
    return r;
  }
  if (!v) return NULL;
  if (k == EXPR_FRINT) { /* an integer already: every rounding leaves it, -0.0 too */
    expr_dec(v);
    return expr_inc(a);
  }
  Expr *r = to_int(k, width, v);
  expr_dec(v);
  return r;
}

/* ---- Quotients: RNE(I / C) -------------------------------------------------
 * strtod's digits over a power of ten: x / C for x with a view I and an
 * integer constant C, maybe times a sign. IEEE division rounds I / C once,
 * to nearest even, and never overflows or underflows here (|I| <= 2^53,
 * 1 < C <= 2^63), so R < c for a constant c is a comparison of the exact
 * quotient with the midpoint between c and the double below it. */

/* e == RNE(I / *C) (a zero's sign aside) with I returned, |I| <= 2^53 and
 * 1 < *C <= 2^63; NULL when e is not known to be such a quotient. */
static Expr *qview(Expr *e, uint64_t *C, int depth) {
  if (e->width != 64 || depth > VIEW_DEPTH) return NULL;
  Expr *cond, *x, *q = NULL, *n;
  int sg[2];
  switch (e->kind) {
  case EXPR_FDIV: {
    double d = expr_is_const(e->kid[1]) ? host_value(64, (uint64_t)e->kid[1]->u.value) : 0;
    if (!(fabs(d) > 1 && fabs(d) <= 0x1p63) || d != floor(d)) return NULL;
    Expr *v = view(e->kid[0], depth + 1);
    if (!v || d > 0) return *C = (uint64_t)d, v;
    *C = (uint64_t)-d;
    n = neg64(v);
    expr_dec(v);
    return n;
  }
  case EXPR_FMUL:
    if (!(x = unit_operand(e, &cond, sg)) || !(q = qview(x, C, depth + 1))) return NULL;
    n = neg64(q);
    x = by_sign(cond, sg, q, n);
    expr_dec(q), expr_dec(n);
    return x;
  case EXPR_XOR: case EXPR_AND: case EXPR_ZEXT: { /* RNE(-I / C) = -RNE(I / C), and so for |I| */
    bool neg;
    if (!(x = sign_op_operand(e, &neg)) || !(q = qview(x, C, depth + 1))) return NULL;
    return apply_sign_op(q, neg);
  }
  case EXPR_ITE: {
    uint64_t c2;
    Expr *a = qview(e->kid[1], C, depth + 1), *b = a ? qview(e->kid[2], &c2, depth + 1) : NULL;
    Expr *r = b && c2 == *C ? expr_ite(e->kid[0], a, b) : NULL;
    expr_dec(a), expr_dec(b);
    return r;
  }
  default: return NULL;
  }
}

/* floor and ceiling of B * C * 2^s, clamped to +-2^62 (beyond any I). */
static void scaled_bounds(int64_t B, uint64_t C, int s, int64_t *fl, int64_t *ce) {
  typedef unsigned __int128 u128w;
  const u128w cap = (u128w)1 << 62;
  u128w P = (u128w)(uint64_t)(B < 0 ? -B : B) * C, f;
  bool rem = false;
  if (s >= 0) f = s >= 64 || P > (cap >> s) ? cap : P << s;
  else if (-s >= 127) f = 0, rem = P != 0;
  else f = P >> -s, rem = (P & (((u128w)1 << -s) - 1)) != 0;
  if (f > cap) f = cap;
  int64_t a = (int64_t)f, b = a + rem;
  *fl = B < 0 ? -b : a;
  *ce = B < 0 ? -a : b;
}

/* The exponent of the last significand bit of the finite double d. */
static int ulp_exp(double d) {
  if (d == 0) return -1074;
  int e = ilogb(d) - 52;
  return e < -1074 ? -1074 : e;
}

/* RNE(I / C) < c for a finite double c with |c| <= 2^60, as a condition on I. */
static Expr *quotient_below(Expr *I, uint64_t C, double c) {
  double p = nextafter(c, -INFINITY);
  int E = ulp_exp(p) < ulp_exp(c) ? ulp_exp(p) : ulp_exp(c);
  int64_t P = (int64_t)ldexp(p, -E), Q = (int64_t)ldexp(c, -E);
  int64_t B = P + Q, fl, ce; /* the midpoint b = B * 2^(E-1) */
  /* at q == b the rounding goes to the even one of p and c: to p (below c)
   * when c's own last significand bit is odd */
  bool c_odd = ((int64_t)ldexp(c, -ulp_exp(c))) & 1;
  scaled_bounds(B, C, E - 1, &fl, &ce);
  /* I / C < b  <=>  I <= ceil(b C) - 1;  I / C <= b  <=>  I <= floor(b C) */
  Expr *k = expr_const(I->tab, 64, (u128)(uint64_t)(c_odd ? fl : ce - 1)), *r = expr_binary(EXPR_SLE, I, k);
  expr_dec(k);
  return r;
}

/* A comparison (k) of R = RNE(I / C) (C >= 1: a view is C = 1) with the constant c; `flip`: c on the left. */
static Expr *quotient_compare(ExprKind k, Expr *I, uint64_t C, double c, bool flip) {
  ExprTable *t = I->tab;
  if (c != c) return expr_bool(t, k == EXPR_FUNO);
  if (k == EXPR_FUNO) return expr_bool(t, false);
  if (fabs(c) > 0x1p60) { /* |R| <= 2^53 */
    if (k == EXPR_FOEQ) return expr_bool(t, false);
    return expr_bool(t, (c > 0) != flip);
  }
  /* R <= c  <=>  R < next(c) */
  Expr *lt = quotient_below(I, C, c), *le = quotient_below(I, C, nextafter(c, INFINITY)), *r;
  if (k == EXPR_FOEQ) {
    Expr *ge = expr_not(lt);
    r = expr_and(le, ge);
    expr_dec(ge);
  } else if (!flip) {
    r = expr_inc(k == EXPR_FOLT ? lt : le);
  } else {
    r = expr_not(k == EXPR_FOLT ? le : lt); /* c < R: !(R <= c); c <= R: !(R < c) */
  }
  expr_dec(lt), expr_dec(le);
  return r;
}

/* Between integers. R = RNE(I / C) is an integer only when C divides I, and
 * no integer lies between I / C and R: the quotient of a non-multiple is at
 * least 1/C from every integer, and |R - I / C| is at most half an ulp of R,
 * below |R| * 2^-53 <= |I| / C * 2^-53 <= 1/C (|I| <= 2^53; equal only when R
 * is a power of two, which I / C then is exactly). So trunc(R) is I / C
 * truncated, and R compares with an integer J as I does with J * C. */

/* trunc(RNE(I / C)): I / C rounded toward zero, for |I| <= bound (a new
 * reference). The division is made as narrow as the bound allows: a 64-bit
 * division is a large circuit for the solver, a 16-bit one a small one. */
static Expr *quotient_trunc(Expr *I, uint64_t C, uint64_t bound) {
  ExprTable *t = I->tab;
  if (C > bound) return expr_const(t, 64, 0);
  unsigned w = bound < (1u << 15) ? 16 : bound < (1ull << 31) ? 32 : 64;
  Expr *n = expr_resize(I, w), *c = expr_const(t, w, (u128)C), *q = expr_binary(EXPR_SDIV, n, c);
  Expr *r = w < 64 ? expr_sext(q, 64) : expr_inc(q);
  expr_dec(n), expr_dec(c), expr_dec(q);
  return r;
}

/* RNE(I / C) compared (k) with the integer J (|J| <= m), `flip`: J on the
 * left; NULL when J * C might not fit 63 bits. */
static Expr *quotient_vs_int(ExprKind k, Expr *I, uint64_t C, Expr *J, uint64_t m, bool flip) {
  if (k == EXPR_FUNO) return expr_bool(I->tab, false);
  if (m > (1ull << 62) / C) return NULL;
  Expr *c = expr_const(I->tab, 64, (u128)C), *JC = expr_binary(EXPR_MUL, J, c);
  ExprKind bk = k == EXPR_FOEQ ? EXPR_EQ : k == EXPR_FOLT ? EXPR_SLT : EXPR_SLE;
  Expr *r = flip ? expr_binary(bk, JC, I) : expr_binary(bk, I, JC);
  expr_dec(c), expr_dec(JC);
  return r;
}

/* ---- Comparisons ----------------------------------------------------------- */

/* trunc(R) compared with the constant c (|c| below the format's 2^(p-1)) as
 * comparisons of R itself, NaNs and infinities included: trunc(R) >= K
 * <=> R > K - 1 (K <= 0) or R >= K (K > 0); trunc(R) < K <=> R < K (K > 0)
 * or R <= K - 1 (K <= 0). NULL when a is no FRINT toward zero. */
static Expr *trunc_compare(ExprKind k, Expr *a, Expr *b, bool flip) {
  Expr *tr = flip ? b : a, *cst = flip ? a : b;
  unsigned w = tr->width;
  if (tr->kind != EXPR_FRINT || tr->aux != FP_RTZ || !expr_is_const(cst) || (k != EXPR_FOLT && k != EXPR_FOLE))
    return NULL;
  double c = host_value(w, (uint64_t)cst->u.value);
  if (!(fabs(c) <= (w == 32 ? 0x1p22 : 0x1p51))) return NULL;
  /* as "trunc(R) >= K" (ge) or "trunc(R) < K" */
  bool ge = flip;
  double K = !flip ? (k == EXPR_FOLT ? ceil(c) : floor(c) + 1) : (k == EXPR_FOLE ? ceil(c) : floor(c) + 1);
  Expr *R = tr->kid[0], *r;
  Expr *kc = expr_const(R->tab, w, fp_from_double(w, K)), *km1 = expr_const(R->tab, w, fp_from_double(w, K - 1));
  if (ge) r = K <= 0 ? expr_fp_binary(EXPR_FOLT, km1, R) : expr_fp_binary(EXPR_FOLE, kc, R);
  else r = K > 0 ? expr_fp_binary(EXPR_FOLT, R, kc) : expr_fp_binary(EXPR_FOLE, R, km1);
  expr_dec(kc), expr_dec(km1);
  return r;
}

/* e == RNE(I / *C) with I returned: a view (*C = 1) or a quotient view;
 * NULL when e is neither. */
static Expr *any_view(Expr *e, uint64_t *C) {
  Expr *v = view(e, 0);
  if (v) return *C = 1, v;
  return e->width == 64 ? qview(e, C, 0) : NULL;
}

/* Whether e is known never to be a NaN. */
static bool never_nan(Expr *e) {
  uint64_t C;
  Expr *v = any_view(e, &C);
  bool known = v != NULL;
  expr_dec(v);
  return known;
}

static Expr *compare(ExprKind k, Expr *a, Expr *b) {
  if (k == EXPR_FUNO && never_nan(a) && (b == a || never_nan(b))) return expr_bool(a->tab, false);
  Expr *r = trunc_compare(k, a, b, false);
  if (!r) r = trunc_compare(k, a, b, true);
  if (r) return r;
  Expr *va = view(a, 0), *vb = view(b, 0);
  if (va && vb) { /* two integers */
    r = k == EXPR_FUNO ? expr_bool(a->tab, false)
                       : expr_binary(k == EXPR_FOEQ ? EXPR_EQ : k == EXPR_FOLT ? EXPR_SLT : EXPR_SLE, va, vb);
  } else if ((va || vb) && a->width == 64) { /* a quotient and an integer (a constant one too) */
    bool flip = va != NULL;
    uint64_t C;
    Expr *q = qview(flip ? b : a, &C, 0);
    if (q) r = quotient_vs_int(k, q, C, flip ? va : vb, magnitude(flip ? a : b, 0), flip);
    expr_dec(q);
  }
  if (!r && expr_is_const(a) != expr_is_const(b)) { /* a value and a constant */
    bool flip = expr_is_const(a);
    Expr *c = flip ? a : b;
    uint64_t C;
    Expr *q = any_view(flip ? b : a, &C);
    if (q) r = quotient_compare(k, q, C, host_value(c->width, (uint64_t)c->u.value), flip);
    expr_dec(q);
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

/* Whether e is an FP operation's value, or one chosen by an ite between
 * such values or with its sign bit changed (a negation `neg ? -x : x`):
 * the integers whose equality with a constant may be a value's. */
static bool fp_valued(const Expr *e, int depth) {
  if (fp_is_kind((ExprKind)e->kind)) return true;
  if (depth > 4) return false;
  if (e->kind == EXPR_ITE) return fp_valued(e->kid[1], depth + 1) && fp_valued(e->kid[2], depth + 1);
  if (e->kind == EXPR_XOR || e->kind == EXPR_AND)
    for (int i = 0; i < 2; i++)
      if (expr_is_const(e->kid[i])) return fp_valued(e->kid[1 - i], depth + 1);
  return false;
}

Expr *fp_exact_bits_eq(Expr *a, Expr *b) {
  Expr *k = expr_is_const(a) ? a : b, *x = k == a ? b : a;
  if (!expr_is_const(k) || expr_is_const(x) || (x->width != 32 && x->width != 64) || !fp_valued(x, 0))
    return NULL;
  double c = host_value(x->width, (uint64_t)k->u.value);
  if (c == 0) return NULL; /* a zero's sign is in no view */
  uint64_t C;
  Expr *v = any_view(x, &C); /* never a NaN or an infinity: equal bits are equal values */
  Expr *r = v ? quotient_compare(EXPR_FOEQ, v, C, c, false) : NULL;
  expr_dec(v);
  return r;
}

/* ---- The sign bit ---------------------------------------------------------- */

/* The sign bit of e, a value never a NaN (whose sign fp.c sets its own way),
 * as a 1-bit expression without IEEE arithmetic; NULL when not known. A
 * conversion gives +0 for 0; a product or quotient by a nonzero finite
 * constant, a rounding and a widening keep the sign, zeros' too. */
static Expr *sign_of(Expr *e, int depth) {
  ExprTable *t = e->tab;
  if (depth > VIEW_DEPTH) return NULL;
  bool neg;
  Expr *x, *cond, *a, *b, *r;
  int sg[2];
  switch (e->kind) {
  case EXPR_CONST: return expr_const(t, 1, (u128)((uint64_t)e->u.value >> (e->width - 1)) & 1);
  case EXPR_UITOFP: return expr_bool(t, false);
  case EXPR_SITOFP:
    a = expr_const(t, e->kid[0]->width, 0), r = expr_binary(EXPR_SLT, e->kid[0], a);
    expr_dec(a);
    return r;
  case EXPR_FRINT: case EXPR_FPEXT: return sign_of(e->kid[0], depth + 1);
  case EXPR_ITE:
    if (!(a = sign_of(e->kid[1], depth + 1))) return NULL;
    b = sign_of(e->kid[2], depth + 1), r = b ? expr_ite(e->kid[0], a, b) : NULL;
    expr_dec(a), expr_dec(b);
    return r;
  case EXPR_XOR: case EXPR_AND: case EXPR_ZEXT:
    if (!(x = sign_op_operand(e, &neg))) return NULL;
    if (!neg) return expr_bool(t, false);
    if (!(a = sign_of(x, depth + 1))) return NULL;
    r = expr_not(a);
    expr_dec(a);
    return r;
  case EXPR_FMUL: case EXPR_FDIV:
    if (!(x = unit_operand(e, &cond, sg))) { /* x * k, k * x or x / k for a nonzero finite constant k */
      int i = e->kind == EXPR_FMUL && expr_is_const(e->kid[0]) ? 1 : 0; /* x's side */
      Expr *k = e->kid[1 - i];
      double c = expr_is_const(k) ? host_value(e->width, (uint64_t)k->u.value) : 0;
      if (c == 0 || !isfinite(c)) return NULL;
      x = e->kid[i], sg[0] = sg[1] = c < 0 ? -1 : 1, cond = NULL;
    }
    if (!(a = sign_of(x, depth + 1))) return NULL;
    b = expr_not(a), r = by_sign(cond, sg, a, b);
    expr_dec(a), expr_dec(b);
    return r;
  default: return NULL;
  }
}

Expr *fp_exact_sign(Expr *e) {
  if ((e->width != 32 && e->width != 64) || expr_is_const(e) || !fp_valued(e, 0) || !never_nan(e)) return NULL;
  return sign_of(e, 0);
}
