/* Unit tests for expr.c: hash-consing, simplifications, constant folding
 * against C arithmetic, byte reassembly, arrays, evaluation, reference
 * counting. A random differential test checks every simplifying constructor
 * against a reference evaluation of the unsimplified operation. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "expr/expr.h"

#include "check.h"

/* The expressions of the test. */
static ExprTable *T;

/* Checks that `got` (a new reference) is the same node as `want` (borrowed), and releases got. */
#define CHECK_IS(got, want)                                                     \
  do {                                                                          \
    Expr *g_ = (got);                                                           \
    if (g_ == (want)) passed++;                                                 \
    else {                                                                      \
      failed++;                                                                 \
      fprintf(stderr, "%s:%d: CHECK_IS failed: %s\n  got:  ", __FILE__, __LINE__, #got); \
      expr_print(stderr, g_);                                                   \
      fputs("\n  want: ", stderr);                                              \
      expr_print(stderr, (want));                                               \
      fputc('\n', stderr);                                                      \
    }                                                                           \
    expr_dec(g_);                                                               \
  } while (0)

static uint64_t rng_state = 0x9e3779b97f4a7c15ull;
static uint64_t rnd(void) {
  rng_state ^= rng_state << 13;
  rng_state ^= rng_state >> 7;
  rng_state ^= rng_state << 17;
  return rng_state;
}
static u128 rnd128(void) { return (u128)rnd() << 64 | rnd(); }

static u128 mask(unsigned w) { return w >= 128 ? ~(u128)0 : (((u128)1 << w) - 1); }

/* Shorthands: all return new references and consume nothing. */
static Expr *C(unsigned w, u128 v) { return expr_const(T, w, v); }
static Expr *B(ExprKind k, Expr *a, Expr *b) { return expr_binary(k, a, b); }
/* Consuming variants, for building test inputs tersely. */
static Expr *Bt(ExprKind k, Expr *a, Expr *b) {
  Expr *r = expr_binary(k, a, b);
  expr_dec(a);
  expr_dec(b);
  return r;
}
static Expr *CATt(Expr *h, Expr *l) {
  Expr *r = expr_concat(h, l);
  expr_dec(h);
  expr_dec(l);
  return r;
}
/* ---- Reference arithmetic in C ---------------------------------------------- */

#define DEF_REF(NAME, UT, ST, W)                                                    \
  static u128 NAME(ExprKind k, u128 xx, u128 yy) {                                  \
    UT x = (UT)xx, y = (UT)yy;                                                      \
    ST sx = (ST)x, sy = (ST)y;                                                      \
    switch (k) {                                                                    \
    case EXPR_ADD: return (UT)(x + y);                                              \
    case EXPR_SUB: return (UT)(x - y);                                              \
    case EXPR_MUL: return (UT)((UT)x * (UT)y);                                      \
    case EXPR_UDIV: return y ? (UT)(x / y) : (UT)~(UT)0;                            \
    case EXPR_UREM: return y ? (UT)(x % y) : x;                                     \
    case EXPR_SDIV:                                                                 \
      if (sy == 0) return sx < 0 ? 1 : (UT)~(UT)0;                                  \
      if (sy == -1) return (UT)(0 - x);                                             \
      return (UT)(sx / sy);                                                         \
    case EXPR_SREM:                                                                 \
      if (sy == 0) return x;                                                        \
      if (sy == -1) return 0;                                                       \
      return (UT)(sx % sy);                                                         \
    case EXPR_AND: return x & y;                                                    \
    case EXPR_OR: return x | y;                                                     \
    case EXPR_XOR: return x ^ y;                                                    \
    case EXPR_SHL: return yy >= W ? 0 : (UT)(x << (unsigned)yy);                    \
    case EXPR_LSHR: return yy >= W ? 0 : (UT)(x >> (unsigned)yy);                   \
    case EXPR_ASHR: return yy >= W ? (sx < 0 ? (UT)~(UT)0 : 0) : (UT)(sx >> (unsigned)yy); \
    case EXPR_EQ: return x == y;                                                    \
    case EXPR_ULT: return x < y;                                                    \
    case EXPR_ULE: return x <= y;                                                   \
    case EXPR_SLT: return sx < sy;                                                  \
    case EXPR_SLE: return sx <= sy;                                                 \
    default: return 12345;                                                          \
    }                                                                               \
  }

DEF_REF(ref8, uint8_t, int8_t, 8)
DEF_REF(ref16, uint16_t, int16_t, 16)
DEF_REF(ref32, uint32_t, int32_t, 32)
DEF_REF(ref64, uint64_t, int64_t, 64)
DEF_REF(ref128, u128, __int128, 128)

/* Width 1 by truth tables (1 is -1 when signed). */
static u128 ref1(ExprKind k, u128 x, u128 y) {
  switch (k) {
  case EXPR_ADD: case EXPR_SUB: case EXPR_XOR: return x ^ y;
  case EXPR_MUL: case EXPR_AND: return x & y;
  case EXPR_OR: return x | y;
  case EXPR_UDIV: case EXPR_SDIV: return y ? x : 1;
  case EXPR_UREM: case EXPR_SREM: return y ? 0 : x;
  case EXPR_SHL: case EXPR_LSHR: return y ? 0 : x;
  case EXPR_ASHR: return x;
  case EXPR_EQ: return x == y;
  case EXPR_ULT: return x < y;
  case EXPR_ULE: return x <= y;
  case EXPR_SLT: return x == 1 && y == 0;
  case EXPR_SLE: return x == 1 || y == 0;
  default: return 12345;
  }
}

static u128 ref_bin(ExprKind k, unsigned w, u128 x, u128 y) {
  switch (w) {
  case 1: return ref1(k, x, y);
  case 8: return ref8(k, x, y);
  case 16: return ref16(k, x, y);
  case 32: return ref32(k, x, y);
  case 64: return ref64(k, x, y);
  case 128: return ref128(k, x, y);
  default: return 12345;
  }
}

static u128 sext_ref(u128 v, unsigned from, unsigned to) {
  if ((v >> (from - 1)) & 1) v |= ~mask(from);
  return v & mask(to);
}

static const ExprKind bin_kinds[] = {
    EXPR_ADD, EXPR_SUB, EXPR_MUL, EXPR_UDIV, EXPR_SDIV, EXPR_UREM, EXPR_SREM, EXPR_AND, EXPR_OR,
    EXPR_XOR, EXPR_SHL, EXPR_LSHR, EXPR_ASHR, EXPR_EQ, EXPR_ULT, EXPR_ULE, EXPR_SLT, EXPR_SLE};

static const char *kind_name(ExprKind k) {
  static const char *names[] = {
#define X(name, arity, comm) #name,
      EXPR_KINDS(X)
#undef X
  };
  return names[k];
}

/* ---- Tests ----------------------------------------------------------------------- */

static Array *A, *Bv;    /* two 16-byte inputs */
static Expr *x8, *y8, *z8, *x32, *y32, *x64, *b1, *c1;

static Expr *var(Array *a, unsigned i) { return expr_var(a, i); }

static Expr *bytes_to(Array *a, unsigned first, unsigned n) {   /* little endian */
  Expr *r = var(a, first);
  for (unsigned i = 1; i < n; i++) r = CATt(var(a, first + i), r);
  return r;
}

static void setup(void) {
  A = array_new(T, "a", 16);
  Bv = array_new(T, "b", 16);
  x8 = var(A, 0);
  y8 = var(A, 1);
  z8 = var(A, 2);
  /* Opaque 32/64-bit values (not concatenations, so extracts stay extracts). */
  Expr *p = bytes_to(A, 4, 4), *q = bytes_to(Bv, 0, 4);
  x32 = B(EXPR_MUL, p, q);
  y32 = B(EXPR_UDIV, p, q);
  expr_dec(p);
  expr_dec(q);
  p = bytes_to(A, 8, 8);
  q = bytes_to(Bv, 8, 8);
  x64 = B(EXPR_MUL, p, q);
  expr_dec(p);
  expr_dec(q);
  b1 = B(EXPR_ULT, x8, y8);
  c1 = B(EXPR_ULT, y8, z8);
}

static void teardown(void) {
  Expr *all[] = {x8, y8, z8, x32, y32, x64, b1, c1};
  for (size_t i = 0; i < ARRAY_LEN(all); i++) expr_dec(all[i]);
}

static void test_hash_consing(void) {
  Expr *v = var(A, 0);
  CHECK(v == x8);
  Expr *s1 = B(EXPR_ADD, x8, y8), *s2 = B(EXPR_ADD, x8, y8), *s3 = B(EXPR_ADD, y8, x8);
  CHECK(s1 == s2);
  CHECK(s1 == s3);
  Expr *c = C(32, 7), *d = C(32, 7), *e = C(16, 7);
  CHECK(c == d);
  CHECK(c != e);
  CHECK(expr_is_const(c) && expr_value(c) == 7);
  Expr *big = C(128, ~(u128)0), *big2 = C(128, ~(u128)0);
  CHECK(big == big2);
  uint8_t bytes[4] = {1, 2, 3, 4}, bytes2[4] = {1, 2, 3, 4};
  Expr *ab = expr_arr_base(T, bytes, 4), *ab2 = expr_arr_base(T, bytes2, 4);
  CHECK(ab == ab2);
  bytes2[3] = 5;
  Expr *ab3 = expr_arr_base(T, bytes2, 4);
  CHECK(ab3 != ab);
  /* Nodes have increasing ids. */
  Expr *n1 = B(EXPR_MUL, x8, z8);
  Expr *n2 = B(EXPR_MUL, n1, y8);
  CHECK(n2->id > n1->id);
  Expr *all[] = {v, s1, s2, s3, c, d, e, big, big2, ab, ab2, ab3, n1, n2};
  for (size_t i = 0; i < ARRAY_LEN(all); i++) expr_dec(all[i]);
}

static void test_folding(void) {
  static const unsigned widths[] = {1, 8, 16, 32, 64, 128};
  for (size_t wi = 0; wi < ARRAY_LEN(widths); wi++) {
    unsigned w = widths[wi];
    u128 m = mask(w), smin = (u128)1 << (w - 1);
    u128 vals[24] = {0, 1, 2, 3, m, m - 1, smin, smin + 1, smin - 1, 7, 8, w - 1, w, w + 1};
    size_t nv = 14;
    while (nv < ARRAY_LEN(vals)) vals[nv++] = rnd128();
    for (size_t i = 0; i < nv; i++) vals[i] &= m;
    for (size_t ki = 0; ki < ARRAY_LEN(bin_kinds); ki++) {
      ExprKind k = bin_kinds[ki];
      int bad = 0;
      for (size_t i = 0; i < nv; i++)
        for (size_t j = 0; j < nv; j++) {
          Expr *a = C(w, vals[i]), *b = C(w, vals[j]);
          Expr *r = B(k, a, b);
          u128 want = ref_bin(k, w, vals[i], vals[j]);
          if (!expr_is_const(r) || expr_value(r) != want) {
            if (!bad++) fprintf(stderr, "fold %s w%u: vals %zu, %zu\n", kind_name(k), w, i, j);
          }
          expr_dec(a);
          expr_dec(b);
          expr_dec(r);
        }
      CHECK(bad == 0);
    }
    /* Unary kinds, extensions, extracts, concat. */
    int bad = 0;
    for (size_t i = 0; i < nv; i++) {
      Expr *a = C(w, vals[i]);
      Expr *n = expr_not(a);
      if (expr_value(n) != (~vals[i] & m)) bad++;
      expr_dec(n);
      if (w < 128) {
        Expr *zx = expr_zext(a, 128), *sx = expr_sext(a, 128);
        if (expr_value(zx) != vals[i] || expr_value(sx) != sext_ref(vals[i], w, 128)) bad++;
        expr_dec(zx);
        expr_dec(sx);
      }
      if (w >= 8) {
        Expr *ex = expr_extract(a, 3, w - 3);
        if (expr_value(ex) != vals[i] >> 3) bad++;
        expr_dec(ex);
      }
      if (w <= 64) {
        Expr *cc = expr_concat(a, a);
        if (expr_value(cc) != (vals[i] << w | vals[i])) bad++;
        expr_dec(cc);
      }
      expr_dec(a);
    }
    CHECK(bad == 0);
  }
  /* Spot checks of SMT-LIB corner cases. */
  Expr *imin = C(32, 0x80000000u), *m1 = C(32, 0xffffffffu), *zero = C(32, 0), *seven = C(32, 7);
  Expr *r;
  r = B(EXPR_SDIV, imin, m1); CHECK(expr_value(r) == 0x80000000u); expr_dec(r);
  r = B(EXPR_SREM, imin, m1); CHECK(expr_value(r) == 0); expr_dec(r);
  r = B(EXPR_UDIV, seven, zero); CHECK(expr_value(r) == 0xffffffffu); expr_dec(r);
  r = B(EXPR_UREM, seven, zero); CHECK(expr_value(r) == 7); expr_dec(r);
  r = B(EXPR_SDIV, seven, zero); CHECK(expr_value(r) == 0xffffffffu); expr_dec(r);
  r = B(EXPR_SDIV, m1, zero); CHECK(expr_value(r) == 1); expr_dec(r);
  r = B(EXPR_SREM, m1, zero); CHECK(expr_value(r) == 0xffffffffu); expr_dec(r);
  Expr *c40 = C(32, 40);
  r = B(EXPR_ASHR, imin, c40); CHECK(expr_value(r) == 0xffffffffu); expr_dec(r);
  expr_dec(imin), expr_dec(m1), expr_dec(zero), expr_dec(seven), expr_dec(c40);
}

static void test_identities(void) {
  Expr *z32 = C(32, 0), *o32 = C(32, 1), *ones32 = C(32, 0xffffffffu);
  Expr *f = expr_bool(T, false), *t = expr_bool(T, true);
  CHECK_IS(B(EXPR_ADD, x32, z32), x32);
  CHECK_IS(B(EXPR_ADD, z32, x32), x32);
  CHECK_IS(B(EXPR_SUB, x32, z32), x32);
  CHECK_IS(B(EXPR_SUB, x32, x32), z32);
  CHECK_IS(B(EXPR_MUL, x32, z32), z32);
  CHECK_IS(B(EXPR_MUL, o32, x32), x32);
  CHECK_IS(B(EXPR_AND, x32, z32), z32);
  CHECK_IS(B(EXPR_AND, x32, ones32), x32);
  CHECK_IS(B(EXPR_AND, x32, x32), x32);
  CHECK_IS(B(EXPR_OR, x32, z32), x32);
  CHECK_IS(B(EXPR_OR, ones32, x32), ones32);
  CHECK_IS(B(EXPR_OR, x32, x32), x32);
  CHECK_IS(B(EXPR_XOR, x32, z32), x32);
  CHECK_IS(B(EXPR_XOR, x32, x32), z32);
  Expr *nx = expr_not(x32);
  CHECK_IS(expr_not(nx), x32);
  CHECK_IS(B(EXPR_AND, x32, nx), z32);
  CHECK_IS(B(EXPR_OR, nx, x32), ones32);
  CHECK_IS(B(EXPR_XOR, ones32, x32), nx);
  CHECK_IS(B(EXPR_EQ, x32, x32), t);
  CHECK_IS(B(EXPR_ULT, x32, x32), f);
  CHECK_IS(B(EXPR_ULE, x32, x32), t);
  CHECK_IS(B(EXPR_SLT, x32, x32), f);
  CHECK_IS(B(EXPR_SLE, x32, x32), t);
  CHECK_IS(B(EXPR_ULT, x32, z32), f);
  CHECK_IS(B(EXPR_ULE, z32, x32), t);
  CHECK_IS(B(EXPR_ULE, x32, ones32), t);
  CHECK_IS(B(EXPR_UDIV, x32, o32), x32);
  CHECK_IS(B(EXPR_UREM, x32, o32), z32);
  CHECK_IS(B(EXPR_UDIV, x32, z32), ones32);
  CHECK_IS(B(EXPR_UREM, x32, z32), x32);
  CHECK_IS(B(EXPR_SHL, x32, z32), x32);
  Expr *c40 = C(32, 40);
  CHECK_IS(B(EXPR_SHL, x32, c40), z32);
  CHECK_IS(B(EXPR_LSHR, x32, c40), z32);
  expr_dec(c40);
  expr_dec(nx);

  /* Canonical order: constant first, then by id. */
  Expr *c5 = C(32, 5), *s = B(EXPR_ADD, x32, c5);
  CHECK(s->kind == EXPR_ADD && s->kid[0] == c5 && s->kid[1] == x32);
  Expr *s2 = B(EXPR_ADD, y32, x32);
  CHECK(s2->kid[0]->id < s2->kid[1]->id);
  expr_dec(s2);
  /* (x+c1)+c2 -> x+(c1+c2) */
  Expr *c3 = C(32, 3), *c8 = C(32, 8), *s8 = B(EXPR_ADD, x32, c8);
  CHECK_IS(B(EXPR_ADD, s, c3), s8);
  /* x - c -> x + (-c) */
  Expr *cm5 = C(32, (u128)-5), *sm5 = B(EXPR_ADD, cm5, x32);
  CHECK_IS(B(EXPR_SUB, x32, c5), sm5);
  /* eq(c1, x+c2) -> eq(c1-c2, x) */
  Expr *c13 = C(32, 13), *eq8 = B(EXPR_EQ, c8, x32);
  CHECK_IS(B(EXPR_EQ, c13, s), eq8);
  CHECK_IS(B(EXPR_EQ, s, c13), eq8);
  /* eq(zext(x), c): in range -> eq(x, c'); out of range -> false */
  Expr *zx = expr_zext(x8, 32), *c300 = C(32, 300), *c200 = C(32, 200), *c200_8 = C(8, 200);
  CHECK_IS(B(EXPR_EQ, zx, c300), f);
  Expr *e200 = B(EXPR_EQ, c200_8, x8);
  CHECK_IS(B(EXPR_EQ, zx, c200), e200);
  /* sext: -56 as a 32-bit constant matches 200 as a byte */
  Expr *sx = expr_sext(x8, 32), *cm56 = C(32, (u128)-56);
  CHECK_IS(B(EXPR_EQ, sx, cm56), e200);
  CHECK_IS(B(EXPR_EQ, sx, c200), f);
  expr_dec(sx), expr_dec(cm56);
  /* width 1 */
  CHECK_IS(B(EXPR_EQ, b1, t), b1);
  Expr *nb = expr_not(b1);
  CHECK_IS(B(EXPR_EQ, b1, f), nb);
  CHECK_IS(B(EXPR_AND, b1, t), b1);
  CHECK_IS(B(EXPR_AND, b1, f), f);
  CHECK_IS(B(EXPR_OR, b1, t), t);
  CHECK_IS(B(EXPR_OR, b1, f), b1);
  CHECK_IS(B(EXPR_XOR, b1, f), b1);
  CHECK_IS(B(EXPR_XOR, b1, t), nb);
  CHECK_IS(expr_and(b1, nb), f);
  CHECK_IS(expr_or(b1, nb), t);
  /* not of comparisons flips them */
  Expr *ule = B(EXPR_ULE, y8, x8);
  CHECK(nb == ule);
  expr_dec(ule);
  /* ite */
  CHECK_IS(expr_ite(t, x32, y32), x32);
  CHECK_IS(expr_ite(f, x32, y32), y32);
  CHECK_IS(expr_ite(b1, x32, x32), x32);
  CHECK_IS(expr_ite(b1, t, f), b1);
  CHECK_IS(expr_ite(b1, f, t), nb);
  Expr *it = expr_ite(b1, x32, y32);
  CHECK_IS(expr_ite(nb, y32, x32), it);
  expr_dec(it);
  expr_dec(nb);
  /* ne */
  Expr *ne = expr_ne(x32, y32), *eq = B(EXPR_EQ, x32, y32);
  CHECK(ne->kind == EXPR_NOT && ne->kid[0] == eq);
  expr_dec(ne), expr_dec(eq);
  Expr *all[] = {z32, o32, ones32, f, t, c5, s, c3, c8, s8, cm5, sm5, c13, eq8,
                 zx, c300, c200, c200_8, e200};
  for (size_t i = 0; i < ARRAY_LEN(all); i++) expr_dec(all[i]);
}

static void test_ext_extract_concat(void) {
  Expr *c0_8 = C(8, 0), *c0_24 = C(24, 0);
  /* zext/sext */
  CHECK_IS(expr_zext(x32, 32), x32);
  CHECK_IS(expr_sext(x32, 32), x32);
  Expr *c = C(8, 0x80);
  Expr *sx = expr_sext(c, 16);
  CHECK(expr_is_const(sx) && expr_value(sx) == 0xff80);
  expr_dec(sx), expr_dec(c);
  Expr *z16 = expr_zext(x8, 16), *z32 = expr_zext(x8, 32);
  CHECK_IS(expr_zext(z16, 32), z32);
  /* extract */
  CHECK_IS(expr_extract(x32, 0, 32), x32);
  Expr *e8_16 = expr_extract(x32, 8, 16), *e12_4 = expr_extract(x32, 12, 4);
  CHECK_IS(expr_extract(e8_16, 4, 4), e12_4);
  CHECK_IS(expr_extract(z32, 0, 8), x8);
  CHECK_IS(expr_extract(z32, 8, 24), c0_24);
  Expr *e4 = expr_extract(x8, 4, 4), *z12 = expr_zext(e4, 12);
  CHECK_IS(expr_extract(z32, 4, 12), z12);
  expr_dec(e4), expr_dec(z12);
  /* extract of concat picks a side, or splits */
  Expr *cc = expr_concat(x32, y32);
  Expr *ylo = expr_extract(y32, 0, 16), *yhi = expr_extract(y32, 16, 16), *xhi = expr_extract(x32, 16, 16);
  CHECK_IS(expr_extract(cc, 0, 16), ylo);
  CHECK_IS(expr_extract(cc, 48, 16), xhi);
  CHECK_IS(expr_extract(cc, 0, 32), y32);
  CHECK_IS(expr_extract(cc, 32, 32), x32);
  Expr *xlo = expr_extract(x32, 0, 16), *want = expr_concat(xlo, yhi);
  CHECK(want->kind == EXPR_CONCAT);
  CHECK_IS(expr_extract(cc, 16, 32), want);
  expr_dec(xlo), expr_dec(yhi), expr_dec(want);
  /* concat of constants */
  Expr *ca = C(8, 0x12), *cb = C(8, 0x34);
  Expr *cab = expr_concat(ca, cb);
  CHECK(expr_is_const(cab) && expr_value(cab) == 0x1234 && cab->width == 16);
  expr_dec(ca), expr_dec(cb), expr_dec(cab);
  /* concat(0, x) is zext */
  CHECK_IS(expr_concat(c0_8, x8), z16);
  /* concat of adjacent extracts merges */
  Expr *lo = expr_extract(x32, 0, 12), *hi = expr_extract(x32, 12, 8), *m = expr_extract(x32, 0, 20);
  CHECK_IS(expr_concat(hi, lo), m);
  expr_dec(lo), expr_dec(hi), expr_dec(m);
  Expr *all[] = {c0_8, c0_24, z16, z32, e8_16, e12_4, cc, ylo, xhi};
  for (size_t i = 0; i < ARRAY_LEN(all); i++) expr_dec(all[i]);
}

/* The low bits of arithmetic on extended narrow values are arithmetic at
 * the narrow width (C's integer promotions undone), and a signed comparison
 * of two zero extensions is an unsigned one of the narrow values. */
/* Division and remainder of extended operands: the remainders always
 * narrow, the quotients only by constants other than 0 and -1. */
static void test_narrow_div_rem(void) {
  Expr *sx = expr_sext(x8, 32), *sy = expr_sext(y8, 32), *zx = expr_zext(x8, 32), *zy = expr_zext(y8, 32);
  struct { ExprKind k; Expr *a, *b, *na, *nb; bool narrows; } cases[] = {
      {EXPR_SREM, sx, sy, x8, y8, true},
      {EXPR_UREM, zx, zy, x8, y8, true},
      {EXPR_SREM, sx, C(32, 0xfffffff9), x8, C(8, 0xf9), true},   /* x % -7 */
      {EXPR_SDIV, sx, C(32, 7), x8, C(8, 7), true},
      {EXPR_UDIV, zx, C(32, 200), x8, C(8, 200), true},
      {EXPR_SDIV, sx, sy, NULL, NULL, false},          /* -128 / -1 */
      {EXPR_UDIV, zx, zy, NULL, NULL, false},          /* x / 0 */
      {EXPR_SREM, sx, C(32, 200), NULL, NULL, false},  /* 200 is no sign extension of 8 bits */
      {EXPR_UREM, zx, sy, NULL, NULL, false},
  };
  for (size_t i = 0; i < ARRAY_LEN(cases); i++) {
    Expr *r = B(cases[i].k, cases[i].a, cases[i].b);
    if (cases[i].narrows) {
      Expr *n = B(cases[i].k, cases[i].na, cases[i].nb);
      Expr *want = cases[i].k == EXPR_UDIV || cases[i].k == EXPR_UREM ? expr_zext(n, 32) : expr_sext(n, 32);
      CHECK_IS(r, want);
      expr_dec(n), expr_dec(want);
    } else {
      CHECK(r->kind == cases[i].k);
      expr_dec(r);
    }
  }
  /* x % y + y * (x / y) is x, in either order and signedness. */
  ExprKind qr[][2] = {{EXPR_SDIV, EXPR_SREM}, {EXPR_UDIV, EXPR_UREM}};
  for (size_t i = 0; i < ARRAY_LEN(qr); i++) {
    Expr *q = B(qr[i][0], x32, y32), *rem = B(qr[i][1], x32, y32);
    Expr *p1 = B(EXPR_MUL, y32, q), *p2 = B(EXPR_MUL, q, y32);
    CHECK_IS(B(EXPR_ADD, rem, p1), x32);
    CHECK_IS(B(EXPR_ADD, p2, rem), x32);
    Expr *other = B(EXPR_MUL, x32, q); /* x * (x / y): no identity */
    Expr *sum = B(EXPR_ADD, rem, other);
    CHECK(sum->kind == EXPR_ADD);
    expr_dec(sum), expr_dec(other), expr_dec(p1), expr_dec(p2), expr_dec(q), expr_dec(rem);
  }
  for (size_t i = 0; i < ARRAY_LEN(cases); i++)
    if (expr_is_const(cases[i].b)) expr_dec(cases[i].b);
  for (size_t i = 0; i < ARRAY_LEN(cases); i++)
    if (cases[i].nb && expr_is_const(cases[i].nb)) expr_dec(cases[i].nb);
  expr_dec(sx), expr_dec(sy), expr_dec(zx), expr_dec(zy);
}

static void test_narrowing(void) {
  Expr *zx = expr_zext(x8, 32), *zy = expr_zext(y8, 32), *c300 = C(32, 300), *c44 = C(8, 44);
  ExprKind arith[] = {EXPR_ADD, EXPR_SUB, EXPR_MUL, EXPR_XOR, EXPR_AND};
  for (size_t i = 0; i < ARRAY_LEN(arith); i++) {
    Expr *wide = B(arith[i], zx, zy), *narrow = B(arith[i], x8, y8);
    CHECK_IS(expr_extract(wide, 0, 8), narrow);
    expr_dec(wide), expr_dec(narrow);
  }
  Expr *wide = B(EXPR_ADD, zx, c300), *narrow = B(EXPR_ADD, x8, c44);
  CHECK_IS(expr_extract(wide, 0, 8), narrow);
  expr_dec(wide), expr_dec(narrow);
  /* Not the high bits of a sum (carries), nor through an opaque operand. */
  wide = B(EXPR_ADD, zx, zy);
  Expr *hi = expr_extract(wide, 8, 8);
  CHECK(hi->kind == EXPR_EXTRACT && hi->kid[0] == wide);
  expr_dec(hi), expr_dec(wide);
  wide = B(EXPR_ADD, x32, zy);
  Expr *lo = expr_extract(wide, 0, 8);
  CHECK(lo->kind == EXPR_EXTRACT && lo->kid[0] == wide);
  expr_dec(lo), expr_dec(wide);
  Expr *ult = B(EXPR_ULT, x8, y8), *ule = B(EXPR_ULE, x8, y8);
  CHECK_IS(B(EXPR_SLT, zx, zy), ult);
  CHECK_IS(B(EXPR_SLE, zx, zy), ule);
  Expr *all[] = {zx, zy, c300, c44, ult, ule};
  for (size_t i = 0; i < ARRAY_LEN(all); i++) expr_dec(all[i]);
  test_narrow_div_rem();
}

/* A value stored to memory byte by byte and loaded back is the original. */
static void test_bytes_roundtrip(void) {
  Expr *vals[] = {x32, x64, y32};
  for (size_t vi = 0; vi < ARRAY_LEN(vals); vi++) {
    Expr *x = vals[vi];
    unsigned n = x->width / 8;
    Expr *b[8] = {0};
    for (unsigned i = 0; i < n; i++) b[i] = expr_extract(x, 8 * i, 8);
    /* right-nested: b[n-1] . (... . (b1 . b0)) */
    Expr *r = expr_inc(b[0]);
    for (unsigned i = 1; i < n; i++) r = CATt(expr_inc(b[i]), r);
    CHECK_IS(r, x);
    /* left-nested */
    r = expr_inc(b[n - 1]);
    for (int i = (int)n - 2; i >= 0; i--) r = CATt(r, expr_inc(b[i]));
    CHECK_IS(r, x);
    /* balanced, for 4 and 8 bytes */
    Expr *h = CATt(expr_inc(b[n - 1]), expr_inc(b[n - 2]));
    for (int i = (int)n - 3; i >= (int)n / 2; i--) h = CATt(h, expr_inc(b[i]));
    Expr *l = expr_inc(b[n / 2 - 1]);
    for (int i = (int)n / 2 - 2; i >= 0; i--) l = CATt(l, expr_inc(b[i]));
    CHECK_IS(CATt(h, l), x);
    /* Through memory: stores at constant indices into a zero array, then loads. */
    uint8_t zeros[16] = {0};
    Expr *arr = expr_arr_base(T, zeros, 16);
    for (unsigned i = 0; i < n; i++) {
      Expr *idx = C(64, 3 + i);
      Expr *na = expr_arr_store(arr, idx, b[i]);
      expr_dec(arr), expr_dec(idx);
      arr = na;
    }
    r = NULL;
    for (unsigned i = 0; i < n; i++) {
      Expr *idx = C(64, 3 + i);
      Expr *byte = expr_select(arr, idx);
      expr_dec(idx);
      r = r ? CATt(byte, r) : byte;
    }
    CHECK_IS(r, x);
    /* C-style assembly: (b3 << 24) | (b2 << 16) | (b1 << 8) | b0, with shifts and masks. */
    unsigned w = x->width;
    r = NULL;
    for (unsigned i = 0; i < n; i++) {
      Expr *sh = C(w, 8 * i);
      Expr *p = Bt(EXPR_SHL, expr_zext(b[i], w), sh);
      r = r ? Bt(EXPR_OR, r, p) : p;
    }
    CHECK_IS(r, x);
    /* ... and with (x >> 8i) & 0xff as the bytes, combined with + */
    r = NULL;
    for (unsigned i = 0; i < n; i++) {
      Expr *byte = Bt(EXPR_AND, Bt(EXPR_LSHR, expr_inc(x), C(w, 8 * i)), C(w, 0xff));
      Expr *p = Bt(EXPR_SHL, byte, C(w, 8 * i));
      r = r ? Bt(EXPR_ADD, p, r) : p;
    }
    CHECK_IS(r, x);
    for (unsigned i = 0; i < n; i++) expr_dec(b[i]);
    expr_dec(arr);
  }
}

static void test_arrays(void) {
  uint8_t init[8] = {10, 11, 12, 13, 14, 15, 16, 17};
  Expr *base = expr_arr_base(T, init, 8);
  Expr *i2 = C(64, 2), *i5 = C(64, 5), *i9 = C(64, 9);
  Expr *sym = expr_zext(x8, 64);
  Expr *r = expr_select(base, i2);
  CHECK(expr_is_const(r) && expr_value(r) == 12);
  expr_dec(r);
  r = expr_select(base, i9);
  CHECK(expr_is_const(r) && expr_value(r) == 0);
  expr_dec(r);
  /* store(base, 2, y); store(.., 5, z) */
  Expr *s1 = expr_arr_store(base, i2, y8), *s2 = expr_arr_store(s1, i5, z8);
  CHECK_IS(expr_select(s2, i2), y8);
  CHECK_IS(expr_select(s2, i5), z8);
  Expr *i3 = C(64, 3);
  r = expr_select(s2, i3);
  expr_dec(i3);
  CHECK(expr_is_const(r) && expr_value(r) == 13);
  expr_dec(r);
  /* symbolic index: stop at the symbolic store, skip the ones above it */
  Expr *s3 = expr_arr_store(s2, sym, x8), *s4 = expr_arr_store(s3, i9, y8);
  CHECK_IS(expr_select(s4, i9), y8);
  r = expr_select(s4, i5);
  CHECK(r->kind == EXPR_SELECT && r->kid[0] == s3 && r->kid[1] == i5);
  expr_dec(r);
  CHECK_IS(expr_select(s3, sym), x8);   /* same index expression */
  r = expr_select(s2, sym);
  CHECK(r->kind == EXPR_SELECT && r->kid[0] == s2);
  /* evaluate: x = 5 -> reads z's value through the store at 5 */
  Model *m = model_new();
  model_set(m, A, 0, 5);
  model_set(m, A, 2, 99);
  CHECK(expr_eval(r, m) == 99);
  model_set(m, A, 0, 4);
  CHECK(expr_eval(r, m) == 14);
  model_set(m, A, 0, 200);
  CHECK(expr_eval(r, m) == 0);
  expr_dec(r);
  /* select over s4 at symbolic index under the model: the symbolic store hits */
  Expr *sy2 = expr_zext(y8, 64);
  r = expr_select(s4, sy2);
  model_set(m, A, 0, 7);
  model_set(m, A, 1, 7);
  CHECK(expr_eval(r, m) == 7);   /* s3 stored x (7) at index x (7) */
  model_set(m, A, 1, 9);         /* now y = 9: s4 stored y (9) at 9 */
  CHECK(expr_eval(r, m) == 9);
  expr_dec(r), expr_dec(sy2);
  /* storing the same value back changes nothing; overwriting replaces */
  Expr *c12 = C(8, 12);
  CHECK_IS(expr_arr_store(base, i2, c12), base);
  Expr *s1b = expr_arr_store(base, i2, z8);
  CHECK_IS(expr_arr_store(s1, i2, z8), s1b);
  /* an all-zero array reads 0 everywhere */
  uint8_t zeros[4] = {0};
  Expr *zb = expr_arr_base(T, zeros, 4);
  r = expr_select(zb, sym);
  CHECK(expr_is_const(r) && expr_value(r) == 0);
  expr_dec(r);
  model_free(m);
  Expr *all[] = {base, i2, i5, i9, sym, s1, s2, s3, s4, c12, s1b, zb};
  for (size_t i = 0; i < ARRAY_LEN(all); i++) expr_dec(all[i]);
}

static void test_misc(void) {
  /* expr_resize */
  Expr *z = expr_resize(x8, 32), *zx = expr_zext(x8, 32);
  CHECK(z == zx);
  CHECK_IS(expr_resize(zx, 8), x8);
  CHECK_IS(expr_resize(x8, 8), x8);
  /* eq(c, ite(b, k1, k2)) decides by the branches */
  Expr *k1 = C(32, 1), *k2 = C(32, 2), *k3 = C(32, 3);
  Expr *it = expr_ite(b1, k1, k2), *nb = expr_not(b1), *f = expr_bool(T, false);
  CHECK_IS(B(EXPR_EQ, k1, it), b1);
  CHECK_IS(B(EXPR_EQ, it, k2), nb);
  CHECK_IS(B(EXPR_EQ, k3, it), f);
  /* comparisons of zero extensions */
  Expr *c300 = C(32, 300), *t = expr_bool(T, true), *c9 = C(32, 9), *c9_8 = C(8, 9);
  CHECK_IS(B(EXPR_ULT, zx, c300), t);
  Expr *u9 = B(EXPR_ULT, x8, c9_8);
  CHECK_IS(B(EXPR_ULT, zx, c9), u9);
  /* the complement of a comparison */
  Expr *sl = B(EXPR_SLT, x8, y8), *nsl = expr_not(sl);
  CHECK(nsl->kind == EXPR_SLE && nsl->kid[0] == y8);
  CHECK_IS(expr_and(nsl, sl), f);
  CHECK_IS(expr_or(sl, nsl), t);
  /* printing */
  char *buf = NULL;
  size_t len = 0;
  FILE *mf = open_memstream(&buf, &len);
  Expr *sum = B(EXPR_ADD, zx, c9), *wide = C(128, ~(u128)0);
  expr_print(mf, sum);
  fputc('|', mf);
  expr_print(mf, wide);
  fputc('|', mf);
  expr_print(mf, b1);
  fclose(mf);
  CHECK(strcmp(buf, "(add w32 9 (zext w32 a@0))|340282366920938463463374607431768211455|"
                    "(ult w1 a@0 a@1)") == 0);
  free(buf);
  Expr *all[] = {z, zx, k1, k2, k3, it, nb, f, c300, t, c9, c9_8, u9, sl, nsl, sum, wide};
  for (size_t i = 0; i < ARRAY_LEN(all); i++) expr_dec(all[i]);
}

/* expr_print_c (symx verify --explain): C syntax, inputs by name, an
 * object's contents ("*p") as a typed read, bytes fixed together as one
 * equality of the word. */
static void test_print_c(void) {
  Array *p = array_new(T, "p", 8), *obj = array_new(T, "*p", 16);
  Expr *pv = bytes_to(p, 0, 8), *f = bytes_to(obj, 4, 4), *k = C(32, 1000), *neg = C(32, (u128)0xffffffff);
  Expr *lt = B(EXPR_SLT, f, k), *sum = B(EXPR_ADD, f, neg), *eq = B(EXPR_EQ, sum, k);
  Expr *b0 = var(obj, 0), *b1 = var(obj, 1), *c1 = C(8, 1), *c0 = C(8, 0);
  Expr *e0 = B(EXPR_EQ, c1, b0), *e1 = B(EXPR_EQ, c0, b1), *word = expr_and(e0, e1);
  char *buf = NULL;
  size_t len = 0;
  FILE *mf = open_memstream(&buf, &len);
  expr_print_c(mf, pv);
  fputc('|', mf);
  expr_print_c(mf, lt);
  fputc('|', mf);
  expr_print_c(mf, eq);
  fputc('|', mf);
  expr_print_c(mf, word);
  fclose(mf);
  CHECK(strcmp(buf, "p|((int32_t)*(uint32_t *)((char *)p + 4) < (int32_t)1000)|"
                    "(*(uint32_t *)((char *)p + 4) == 1001)|(*(uint16_t *)((char *)p + 0) == 1)") == 0);
  free(buf);
  Expr *all[] = {pv, f, k, neg, lt, sum, eq, b0, b1, c1, c0, e0, e1, word};
  for (size_t i = 0; i < ARRAY_LEN(all); i++) expr_dec(all[i]);
}

static void test_models(void) {
  Model *m = model_new();
  CHECK(model_get(m, A, 3) == 0);
  model_set(m, A, 3, 42);
  model_set(m, Bv, 15, 7);
  Model *c = model_copy(m);
  model_set(c, A, 3, 1);
  CHECK(model_get(m, A, 3) == 42 && model_get(c, A, 3) == 1);
  CHECK(model_get(c, Bv, 15) == 7);
  model_free(m);
  CHECK(model_get(c, Bv, 15) == 7);
  model_free(c);
}

static void test_eval(void) {
  Model *m = model_new();
  model_set(m, A, 0, 3);
  model_set(m, A, 1, 5);
  /* e_{k+1} = e_k * (e_k + 1): 2^200 as a tree, 400 nodes as a DAG */
  Expr *e = expr_zext(x8, 64);
  uint64_t want = 3;
  Expr *one = C(64, 1);
  for (int i = 0; i < 200; i++) {
    Expr *p = B(EXPR_ADD, e, one);
    Expr *n = B(EXPR_MUL, e, p);
    expr_dec(p);
    expr_dec(e);
    e = n;
    want = want * (want + 1);
  }
  double t0 = util_now();
  CHECK(expr_eval(e, m) == want);
  CHECK(util_now() - t0 < 0.1);
  expr_dec(e);
  /* A chain of 200k nodes: built, evaluated and freed without recursion. */
  Expr *y = expr_zext(y8, 32);
  e = expr_zext(x8, 32);
  uint32_t w32 = 3;
  for (int i = 0; i < 200000; i++) {
    Expr *n = i % 2 ? B(EXPR_MUL, e, y) : B(EXPR_XOR, e, y);
    expr_dec(e);
    e = n;
    w32 = i % 2 ? w32 * 5 : w32 ^ 5;
  }
  CHECK(expr_eval(e, m) == w32);
  expr_dec(e);
  expr_dec(y);
  /* Chains that rewrite rules walk down (extract through and/or with
   * constants, eq through add/xor with constants): no deep recursion. */
  Expr *k1 = C(32, 0xfff0fff0u), *k2 = C(32, 0x00010001u), *k3 = C(32, 0x1234567u);
  e = expr_zext(x8, 32);
  uint32_t ev = 3;
  for (int i = 0; i < 200000; i++) {
    Expr *n = B(i % 3 == 0 ? EXPR_AND : i % 3 == 1 ? EXPR_OR : EXPR_XOR, e, i % 3 == 0 ? k1 : i % 3 == 1 ? k2 : k3);
    expr_dec(e);
    e = n;
    ev = i % 3 == 0 ? ev & 0xfff0fff0u : i % 3 == 1 ? ev | 0x00010001u : ev ^ 0x1234567u;
  }
  Expr *byte = expr_extract(e, 8, 8), *c7 = C(8, 7);
  Expr *eqb = B(EXPR_EQ, byte, c7);
  CHECK(expr_eval(byte, m) == ((ev >> 8) & 0xff));
  CHECK(expr_eval(eqb, m) == (((ev >> 8) & 0xff) == 7));
  expr_dec(byte), expr_dec(c7), expr_dec(eqb), expr_dec(e);
  e = expr_zext(x8, 32);
  ev = 3;
  for (int i = 0; i < 200000; i++) {
    Expr *n = B(i % 2 ? EXPR_ADD : EXPR_XOR, e, i % 2 ? k3 : k1);
    expr_dec(e);
    e = n;
    ev = i % 2 ? ev + 0x1234567u : ev ^ 0xfff0fff0u;
  }
  Expr *eqw = B(EXPR_EQ, e, k2);
  CHECK(expr_eval(eqw, m) == (ev == 0x00010001u));
  expr_dec(eqw), expr_dec(e);
  expr_dec(k1), expr_dec(k2), expr_dec(k3);
  /* A long store chain. */
  uint8_t zeros[1] = {0};
  Expr *arr = expr_arr_base(T, zeros, 1);
  for (int i = 0; i < 100000; i++) {
    Expr *sidx = expr_zext(x8, 64);
    Expr *k = C(64, i), *ki = B(EXPR_ADD, sidx, k);
    Expr *v = C(8, i);
    Expr *n = expr_arr_store(arr, ki, v);
    expr_dec(arr), expr_dec(sidx), expr_dec(k), expr_dec(ki), expr_dec(v);
    arr = n;
  }
  Expr *c50 = C(64, 50);
  Expr *rd = expr_select(arr, c50);
  CHECK(expr_eval(rd, m) == 47);   /* x = 3: index 50 was written at i = 47 */
  expr_dec(rd), expr_dec(c50), expr_dec(arr), expr_dec(one);
  model_free(m);
}

/* ---- Random differential test ------------------------------------------------------
 * Builds random expressions through the simplifying constructors while
 * computing, alongside, the value the unsimplified operation has under a fixed
 * random model (with the C reference arithmetic). Any unsound rewrite shows up
 * as a mismatch with expr_eval. */

typedef struct {
  Expr *e;
  u128 v;
} Val;

static Model *rm;
static Val pool[64];
static size_t npool;
static int rbad;

static const unsigned rwidths[] = {1, 8, 16, 32, 64, 128};

static u128 edge(unsigned w) {
  u128 m = mask(w);
  switch (rnd() % 8) {
  case 0: return 0;
  case 1: return 1;
  case 2: return m;
  case 3: return (u128)1 << (w - 1);
  case 4: return rnd() % 20 & m;
  case 5: return mask(rnd() % (w + 1)) << (rnd() % w) & m;   /* bit field masks */
  default: return rnd128() & m;
  }
}

static Val gen(unsigned w, int depth);

static Val leaf(unsigned w) {
  Val r;
  if (rnd() % 3 == 0) {
    r.v = edge(w);
    r.e = C(w, r.v);
    return r;
  }
  if (w == 1) {
    Val a = leaf(8);
    unsigned bit = rnd() % 8;
    r.e = expr_extract(a.e, bit, 1);
    r.v = (a.v >> bit) & 1;
    expr_dec(a.e);
    return r;
  }
  /* little-endian bytes of A or Bv */
  Array *arr = rnd() % 2 ? A : Bv;
  unsigned first = rnd() % (16 - w / 8 + 1);
  r.e = bytes_to(arr, first, w / 8);
  r.v = 0;
  for (unsigned i = 0; i < w / 8; i++) r.v |= (u128)model_get(rm, arr, first + i) << (8 * i);
  return r;
}

static Val edge_val(unsigned w) {
  u128 v = edge(w);
  return (Val){C(w, v), v};
}

/* v (taken over) zero- or sign-extended to w bits. */
static Val extended(Val v, unsigned w, bool sign) {
  unsigned from = v.e->width;
  Val r = {sign ? expr_sext(v.e, w) : expr_zext(v.e, w), sign ? sext_ref(v.v, from, w) : v.v};
  expr_dec(v.e);
  return r;
}

static Val gen(unsigned w, int depth) {
  Val r, a, b, c;
  if (depth <= 0 || rnd() % 6 == 0) return leaf(w);
  /* reuse a pooled value of this width (sharing, x-x, x&x ...) */
  if (rnd() % 4 == 0)
    for (size_t i = 0; i < npool; i++)
      if (pool[i].e->width == w && rnd() % 2) {
        r = pool[i];
        expr_inc(r.e);
        return r;
      }
  int choice = (int)(rnd() % 10);
  if (w == 1 && choice < 4) {   /* comparison */
    unsigned ow = rwidths[rnd() % ARRAY_LEN(rwidths)];
    ExprKind k = bin_kinds[13 + rnd() % 5];
    a = gen(ow, depth - 1);
    b = rnd() % 3 ? gen(ow, depth - 1) : (Val){C(ow, edge(ow)), 0};
    if (b.e->kind == EXPR_CONST) b.v = expr_value(b.e);
    r.e = B(k, a.e, b.e);
    r.v = ref_bin(k, ow, a.v, b.v);
    expr_dec(a.e), expr_dec(b.e);
  } else if (choice < 5) {      /* binary arithmetic, shifts, bitwise */
    ExprKind k = bin_kinds[rnd() % 13];
    a = gen(w, depth - 1);
    if (w >= 16 && rnd() % 3 == 0) {
      /* operands promoted from one narrower width, as C's are */
      expr_dec(a.e);
      bool sign = rnd() % 2;
      a = extended(gen(w / 2, depth - 1), w, sign);
      b = extended(rnd() % 2 ? gen(w / 2, depth - 1) : edge_val(w / 2), w, sign);
    } else if (rnd() % 2) {
      b.v = ((k >= EXPR_SHL && k <= EXPR_ASHR) ? rnd() % (w + 2) : edge(w)) & mask(w);
      b.e = C(w, b.v);
    } else {
      b = gen(w, depth - 1);
    }
    if (rnd() % 2) { Val t = a; a = b; b = t; }
    r.e = B(k, a.e, b.e);
    r.v = ref_bin(k, w, a.v, b.v);
    expr_dec(a.e), expr_dec(b.e);
  } else if (choice < 6) {
    a = gen(w, depth - 1);
    r.e = expr_not(a.e);
    r.v = ~a.v & mask(w);
    expr_dec(a.e);
  } else if (choice < 7) {
    c = gen(1, depth - 1);
    a = gen(w, depth - 1);
    b = rnd() % 3 ? gen(w, depth - 1) : (Val){C(w, edge(w)), 0};
    if (b.e->kind == EXPR_CONST) b.v = expr_value(b.e);
    r.e = expr_ite(c.e, a.e, b.e);
    r.v = c.v ? a.v : b.v;
    expr_dec(a.e), expr_dec(b.e), expr_dec(c.e);
  } else if (choice < 8 && w > 1) {   /* extension from a smaller width */
    unsigned from = rwidths[rnd() % ARRAY_LEN(rwidths)];
    if (from > w) from = 1;
    a = gen(from, depth - 1);
    if (rnd() % 2) {
      r.e = expr_zext(a.e, w);
      r.v = a.v;
    } else {
      r.e = expr_sext(a.e, w);
      r.v = sext_ref(a.v, from, w);
    }
    expr_dec(a.e);
  } else if (choice < 9 || w == 1 || w == 8) {   /* extract */
    unsigned from = rwidths[1 + rnd() % (ARRAY_LEN(rwidths) - 1)];
    if (from < w) from = w;
    unsigned lo = rnd() % (from - w + 1);
    if (rnd() % 2) lo -= lo % 8;
    a = gen(from, depth - 1);
    r.e = expr_extract(a.e, lo, w);
    r.v = (a.v >> lo) & mask(w);
    expr_dec(a.e);
  } else {   /* concat of two halves */
    a = gen(w / 2, depth - 1);
    b = gen(w / 2, depth - 1);
    r.e = expr_concat(a.e, b.e);
    r.v = a.v << (w / 2) | b.v;
    expr_dec(a.e), expr_dec(b.e);
  }
  if (npool < ARRAY_LEN(pool) && rnd() % 3 == 0) {
    pool[npool++] = r;
    expr_inc(r.e);
  }
  return r;
}

static void test_random(void) {
  for (size_t wi = 0; wi < ARRAY_LEN(rwidths); wi++) {
    unsigned w = rwidths[wi];
    rbad = 0;
    for (int trial = 0; trial < 4000; trial++) {
      rm = model_new();
      for (unsigned i = 0; i < 16; i++) {
        uint8_t v = (uint8_t)(rnd() % 4 == 0 ? rnd() % 3 : rnd());
        model_set(rm, A, i, v);
        model_set(rm, Bv, i, rnd() % 4 == 0 ? v : (uint8_t)rnd());
      }
      npool = 0;
      Val r = gen(w, 5);
      u128 got = expr_eval(r.e, rm);
      if (got != r.v) {
        if (!rbad++) {
          fprintf(stderr, "random w%u trial %d: eval %llx, reference %llx\n  ", w, trial,
                  (unsigned long long)got, (unsigned long long)r.v);
          expr_print(stderr, r.e);
          fputc('\n', stderr);
        }
      }
      expr_dec(r.e);
      for (size_t i = 0; i < npool; i++) expr_dec(pool[i].e);
      model_free(rm);
    }
    CHECK(rbad == 0);
  }
}

/* Two tables side by side: each hash-conses, numbers and counts its own
 * nodes and arrays, and one goes on working after the other is freed. */
static void test_two_tables(void) {
  ExprTable *t1 = expr_table_new(), *t2 = expr_table_new();
  Array *a1 = array_new(t1, "p", 2), *a2 = array_new(t2, "p", 2);
  CHECK(a1->id == 0 && a2->id == 0 && a1->tab == t1 && a2->tab == t2);
  Expr *x1 = expr_var(a1, 0), *x2 = expr_var(a2, 0);
  Expr *k1 = expr_const(t1, 8, 5), *k2 = expr_const(t2, 8, 5);
  CHECK(k1 != k2 && k1->tab == t1 && k2->tab == t2);
  Expr *s1 = expr_binary(EXPR_ADD, x1, k1), *s2 = expr_binary(EXPR_ADD, x2, k2);
  CHECK(s1 != s2 && s1->tab == t1 && s2->tab == t2);
  CHECK(s1->id == s2->id);   /* ids count per table */
  CHECK_IS(expr_binary(EXPR_ADD, k1, x1), s1);
  CHECK(expr_live_count(t1) == 3 && expr_live_count(t2) == 3);
  Model *m = model_new();
  model_set(m, a1, 0, 7);
  model_set(m, a2, 0, 1);   /* same id: a model is per table too */
  CHECK(expr_eval(s2, m) == 6);
  expr_dec(x2), expr_dec(k2), expr_dec(s2);
  CHECK(expr_live_count(t2) == 0 && expr_live_count(t1) == 3);
  expr_table_free(t2);
  model_set(m, a1, 0, 7);
  CHECK(expr_eval(s1, m) == 12);
  Expr *twelve = expr_const(t1, 8, 12), *eq = expr_eq(s1, twelve);
  CHECK(eq->tab == t1 && expr_eval(eq, m) == 1);
  CHECK(expr_live_count(t1) > 3);   /* t1 makes new nodes */
  expr_dec(twelve), expr_dec(eq), expr_dec(x1), expr_dec(k1), expr_dec(s1);
  model_free(m);
  CHECK(expr_live_count(t1) == 0);
  expr_table_free(t1);
}

int main(void) {
  size_t bytes0 = util_bytes_in_use();
  T = expr_table_new();
  setup();
  size_t live0 = expr_live_count(T);
  test_hash_consing();
  test_folding();
  test_identities();
  test_ext_extract_concat();
  test_narrowing();
  test_bytes_roundtrip();
  test_arrays();
  test_models();
  test_misc();
  test_print_c();
  test_eval();
  CHECK(expr_live_count(T) == live0);
  test_random();
  CHECK(expr_live_count(T) == live0);
  test_two_tables();
  CHECK(expr_live_count(T) == live0);
  teardown();
  CHECK(expr_live_count(T) == 0);
  expr_table_free(T);
  CHECK(util_bytes_in_use() == bytes0);
  printf("test_expr: %d passed, %d failed\n", passed, failed);
  return failed != 0;
}
