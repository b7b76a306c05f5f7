/* solver_z3: the Z3 layer, the only file that includes z3.h.
 *
 * Invariants:
 *  - One reference-counted Z3 context per backend. Every Z3 object we keep
 *    (sorts, cached ASTs, solvers, models, params) holds a Z3 reference;
 *    temporaries are referenced as soon as they are made (in rc mode Z3 may
 *    free an unreferenced result at the next API call) and released once the
 *    node that uses them is built.
 *  - The translation cache maps an Expr to its Z3 AST and holds a reference on
 *    both, so a key can never be freed and reused while cached. It is cleared
 *    between queries when it grows too large.
 *  - Width-1 expressions translate to Z3 Bools; everything else to bit-vectors.
 *    Conversions happen where a Bool meets a bit-vector operator. Arrays
 *    become ite chains and multiplexers at each read (see "Array reads"), so
 *    every query without floating point is pure QF_BV. FP kinds read their
 *    bit-vector operands as FP terms and give bit-vectors back ("Floating
 *    point"), so FP terms never reach the cache.
 *  - Division by a constant translates to fresh quotient/remainder constants
 *    plus a side condition (see "Division by a constant"); a query asserts
 *    the side condition of every such division its constraints contain. The
 *    division table is cleared together with the translation cache.
 *  - Queries go to one long-lived solver (renewed now and then, see
 *    get_solver) as assumptions, or in a push/pop scope (see
 *    z3_backend_check): what it holds outside scopes is only `lit => fact`
 *    for fresh literals, which restricts no query that does not assume lit.
 *  - A Z3 error makes the current query UNKNOWN; it never stops the engine.
 */
#include <stdio.h>
#include <string.h>
#include <pthread.h>
#include <signal.h>
#include <time.h>
#include <math.h>
#include <z3.h>

#include "expr/fp.h"
#include "solver/layer.h"
#include "solver/varset.h"

typedef struct Z3Backend Z3Backend;

#define TCACHE_MAX (1u << 17)

/* Queries after which the long-lived solver is renewed, and literals per
 * constraint of a query (see get_solver). */
#define SOLVER_RENEW 1000
#define RENEW_LITS 4
/* A constraint with more additions than this goes to a push/pop scope (see
 * z3_backend_check). */
#define SCOPED_ADDS 32
/* A query reading a constant table through a multiplexer of more leaves
 * than this goes to a fresh bit-blasting solver (see z3_backend_check). */
#define TABLE_BLAST_LEAVES 1024

typedef struct {
  Expr *key;
  Z3_ast ast;
  bool has_div;      /* the sub-DAG contains a division by a constant */
  bool has_mul;      /* ... a multiplication, division or remainder (see z3_backend_check) */
  uint8_t adds;      /* ... additions and subtractions, counted as a tree, up to 255 */
  bool has_fp;       /* ... a floating-point kind (see z3_backend_check) */
  bool big_table;    /* ... a read of a table of over TABLE_BLAST_LEAVES leaves (ditto) */
  uint32_t visit;    /* serial of the last query that walked this node */
  Z3_ast lit;        /* a constraint's assumption literal (referenced) ... */
  uint32_t lit_gen;  /* ... valid in the solver of this generation (see get_solver) */
} TSlot;

typedef struct {
  Expr *x, *c;       /* dividend and constant divisor, referenced */
  bool sgn;          /* SDIV/SREM */
  Z3_ast q, r, side; /* referenced */
  uint32_t asserted; /* serial of the last query that asserted or assumed `side` */
  Z3_ast lit;        /* `lit => side` (referenced) ... */
  uint32_t lit_gen;  /* ... is held by the solver of this generation */
} DivEntry;

/* The watchdog: one thread per backend that stops a query — its translation
 * and its check — when its per-query limit or the run's deadline passes,
 * when the run is interrupted by a signal, or when the process's memory
 * passes the run's limit. It sets `fired`, which the translation polls, and
 * interrupts Z3. Z3's own per-query timer (a thread handoff per query) and
 * its Ctrl-C handler (which swallows SIGINT) are not used. */
typedef struct Watchdog {
  pthread_t thread;
  pthread_mutex_t mu;
  pthread_cond_t cv;
  bool started, running, quit, armed;   /* started: at the first query with a limit */
  volatile sig_atomic_t fired;          /* the armed query must stop */
  double deadline;                      /* absolute, util_now() clock */
  double max_rss;                       /* bytes; <= 0: none */
  const volatile sig_atomic_t *interrupt;
} Watchdog;

struct Z3Backend {
  Watchdog wd;
  double timeout_s, run_deadline;
  Z3_context ctx;
  Z3_sort bv8;
  Z3_ast bit0, bit1;       /* (_ bv0 1), (_ bv1 1) */
  Z3_params params;
  TSlot *t;                /* translation cache: open addressing */
  size_t tcap, tcount;
  DivEntry *d;             /* divisions by constants: open addressing */
  size_t dcap, dcount;
  uint32_t serial;         /* queries so far */
  VEC(Expr *) stack;
  VEC(Z3_ast) temps;       /* referenced temporaries of the node being built */
  VEC(const Expr *) chain; /* scratch: a store chain */
  PMap seen;               /* scratch: the nodes input_bits has visited ... */
  VEC(const Expr *) todo;  /* ... and those it has yet to */
  uint64_t select_leaves;  /* the leaves of build_select's last multiplexer */
  Z3_solver sv;            /* see get_solver */
  unsigned sv_queries;
  uint32_t sv_gen;         /* solvers made so far: the current one's generation */
  size_t sv_lits;          /* literals the current solver holds implications of */
  VEC(Z3_ast) lits;        /* scratch: the query's assumption literals */
  unsigned built;          /* Z3 terms made by this query's translation (memory polls) */
  VEC(Z3_tactic) fp_parts; /* fp_tactic's parts, referenced; the last is the tactic */
  Z3_probe fp_probe;       /* ... and its probe */
};

static Z3_error_code z3_error = Z3_OK;

static void on_error(Z3_context c, Z3_error_code e) {
  (void)c;
  z3_error = e;
}

/* Every 4096 terms made, the translation looks at the process's memory
 * itself: a big table's terms grow faster than the watchdog's 50 ms. */
static void poll_memory(Z3Backend *z) {
  if ((++z->built & 4095) == 0 && z->wd.max_rss > 0 && (double)util_current_rss() > z->wd.max_rss)
    z->wd.fired = 1;
}

static Z3_ast keep(Z3Backend *z, Z3_ast a) {
  if (!a) return NULL;
  poll_memory(z);
  Z3_inc_ref(z->ctx, a);
  VEC_PUSH(z->temps, a);
  return a;
}

static void release_temps(Z3Backend *z) {
  for (size_t i = 0; i < z->temps.len; i++) Z3_dec_ref(z->ctx, z->temps.data[i]);
  z->temps.len = 0;
}

/* ---- Translation cache ------------------------------------------------------ */

static size_t tslot(const Expr *e, size_t cap) {
  return (size_t)hash_mix(0, (uint64_t)(uintptr_t)e) & (cap - 1);
}

static TSlot *tcache_slot(const Z3Backend *z, const Expr *e) {
  if (!z->tcap) return NULL;
  for (size_t i = tslot(e, z->tcap); z->t[i].key; i = (i + 1) & (z->tcap - 1))
    if (z->t[i].key == e) return &z->t[i];
  return NULL;
}

static Z3_ast tcache_get(const Z3Backend *z, const Expr *e) {
  TSlot *t = tcache_slot(z, e);
  return t ? t->ast : NULL;
}

/* Takes over one Z3 reference of `ast`; adds one reference to e. */
static void tcache_put(Z3Backend *z, Expr *e, Z3_ast ast, bool has_div, bool has_mul, unsigned adds,
                       bool has_fp, bool big_table) {
  if ((z->tcount + 1) * 2 > z->tcap) {
    size_t ncap = z->tcap ? 2 * z->tcap : 1024;
    TSlot *n = xcalloc(ncap, sizeof(TSlot));
    for (size_t i = 0; i < z->tcap; i++) {
      if (!z->t[i].key) continue;
      size_t j = tslot(z->t[i].key, ncap);
      while (n[j].key) j = (j + 1) & (ncap - 1);
      n[j] = z->t[i];
    }
    xfree(z->t, z->tcap * sizeof(TSlot));
    z->t = n;
    z->tcap = ncap;
  }
  size_t i = tslot(e, z->tcap);
  while (z->t[i].key) i = (i + 1) & (z->tcap - 1);
  z->t[i] = (TSlot){expr_inc(e), ast, has_div, has_mul, (uint8_t)(adds < 255 ? adds : 255), has_fp, big_table, 0,
                    NULL, 0};
  z->tcount++;
}

/* Empties the translation cache and the division table (always together:
 * cached terms mention the divisions' fresh constants). */
static void tcache_clear(Z3Backend *z) {
  for (size_t i = 0; i < z->tcap; i++) {
    if (!z->t[i].key) continue;
    Z3_dec_ref(z->ctx, z->t[i].ast);
    if (z->t[i].lit) Z3_dec_ref(z->ctx, z->t[i].lit);
    expr_dec(z->t[i].key);
    z->t[i].key = NULL;
  }
  z->tcount = 0;
  for (size_t i = 0; i < z->dcap; i++) {
    DivEntry *d = &z->d[i];
    if (!d->x) continue;
    Z3_dec_ref(z->ctx, d->q);
    Z3_dec_ref(z->ctx, d->r);
    Z3_dec_ref(z->ctx, d->side);
    if (d->lit) Z3_dec_ref(z->ctx, d->lit);
    expr_dec(d->x);
    expr_dec(d->c);
    d->x = NULL;
  }
  z->dcount = 0;
  /* The solver holds implications of the literals just dropped and the side
   * conditions of the divisions: a new one starts with the new cache. */
  z->sv_queries = SOLVER_RENEW;
}

/* ---- Building Z3 terms ------------------------------------------------------- */

static Z3_ast numeral(Z3Backend *z, u128 v, unsigned width) {
  Z3_sort s = Z3_mk_bv_sort(z->ctx, width);
  keep(z, Z3_sort_to_ast(z->ctx, s));
  if (v >> 64 == 0) return keep(z, Z3_mk_unsigned_int64(z->ctx, (uint64_t)v, s));
  char buf[48];
  int n = 47;
  buf[n] = 0;
  do {
    buf[--n] = (char)('0' + (int)(v % 10));
    v /= 10;
  } while (v);
  return keep(z, Z3_mk_numeral(z->ctx, buf + n, s));
}

static Z3_ast to_bv(Z3Backend *z, Z3_ast b) { return keep(z, Z3_mk_ite(z->ctx, b, z->bit1, z->bit0)); }
static Z3_ast to_bool(Z3Backend *z, Z3_ast bv) { return keep(z, Z3_mk_eq(z->ctx, bv, z->bit1)); }

/* ---- Division by a constant ----------------------------------------------------
 * x udiv c and x urem c (c a nonzero constant) become fresh constants q and
 * r, shared by every udiv/urem of the same x and c, under the side condition
 *     x = q*c + r,  r < c,  q <= max/c,  q*c <= q*c + r,  q = x udiv c
 * (nothing overflows, so q and r are exactly the quotient and remainder).
 * Facts linking x / c and x % c become linear: a 128-bit "x % 10 == 7 implies
 * x / 10 * 10 + 7 == x" query goes from over 30 s to 0.1-1 s. The divider
 * circuit (q = x udiv c) stays for the other direction: when the path
 * condition fixes x, Z3 computes q by propagation, whereas from the linear
 * equation alone it would have to search (it rewrites it with the inverse of
 * c mod 2^w, and a 64-bit srem query took over 20 s).
 * x sdiv c and x srem c (2 <= |c| < 2^(w-1)) get the signed analogue:
 *     x = q*c + r,  qlo <= q <= qhi,  -|c| < r < |c|,  r has the sign of x
 *     (or is 0),  q = x sdiv c
 * where [qlo, qhi] holds every truncated quotient and keeps q*c in range; a
 * wrapped sum would have the wrong sign, so again q and r are exact (C's /
 * and %, which are SMT-LIB's bvsdiv and bvsrem). */

static u128 width_mask(unsigned w) { return w >= 128 ? ~(u128)0 : (((u128)1 << w) - 1); }

static bool is_signed_div(const Expr *e) { return e->kind == EXPR_SDIV || e->kind == EXPR_SREM; }

static bool div_by_const(const Expr *e) {
  if (e->kind < EXPR_UDIV || e->kind > EXPR_SREM || e->width < 2 || !expr_is_const(e->kid[1]))
    return false;
  unsigned w = e->width;
  u128 c = expr_value(e->kid[1]);
  if (c == 0) return false;
  if (!is_signed_div(e)) return true;
  u128 a = (c >> (w - 1)) & 1 ? (0 - c) & width_mask(w) : c;
  return a >= 2 && a < (u128)1 << (w - 1);
}

static size_t dslot(const Expr *x, const Expr *c, bool sgn, size_t cap) {
  uint64_t h = hash_mix(hash_mix(sgn, (uint64_t)(uintptr_t)x), (uint64_t)(uintptr_t)c);
  return (size_t)h & (cap - 1);
}

static DivEntry *div_find(const Z3Backend *z, const Expr *e) {
  bool sgn = is_signed_div(e);
  if (!z->dcap) return NULL;
  for (size_t i = dslot(e->kid[0], e->kid[1], sgn, z->dcap); z->d[i].x; i = (i + 1) & (z->dcap - 1))
    if (z->d[i].x == e->kid[0] && z->d[i].c == e->kid[1] && z->d[i].sgn == sgn) return &z->d[i];
  return NULL;
}

static Z3_ast numeral(Z3Backend *z, u128 v, unsigned width);

/* The side condition of x / c for fresh q and r (see above). */
static Z3_ast div_side(Z3Backend *z, const Expr *e, Z3_ast q, Z3_ast r) {
  Z3_context c = z->ctx;
  unsigned w = e->width;
  u128 m = width_mask(w), cv = expr_value(e->kid[1]);
  Z3_ast x = tcache_get(z, e->kid[0]), cn = numeral(z, cv, w);
  Z3_ast sum = keep(z, Z3_mk_bvadd(c, keep(z, Z3_mk_bvmul(c, cn, q)), r));
  Z3_ast p[7];
  p[0] = keep(z, Z3_mk_eq(c, x, sum));
  Z3_ast circuit = is_signed_div(e) ? keep(z, Z3_mk_bvsdiv(c, x, cn)) : keep(z, Z3_mk_bvudiv(c, x, cn));
  p[1] = keep(z, Z3_mk_eq(c, q, circuit));
  if (!is_signed_div(e)) {
    p[2] = keep(z, Z3_mk_bvult(c, r, cn));
    p[3] = keep(z, Z3_mk_bvule(c, q, numeral(z, m / cv, w)));
    p[4] = keep(z, Z3_mk_bvule(c, keep(z, Z3_mk_bvmul(c, cn, q)), sum));
    return keep(z, Z3_mk_and(c, 5, p));
  }
  bool cneg = (cv >> (w - 1)) & 1;
  u128 a = cneg ? (0 - cv) & m : cv, half = (u128)1 << (w - 1);
  u128 big = half / a, small = (half - 1) / a;   /* |quotient| bounds by sign */
  u128 qlo = (0 - (cneg ? small : big)) & m, qhi = cneg ? big : small;
  Z3_ast zero = numeral(z, 0, w);
  p[2] = keep(z, Z3_mk_bvsle(c, numeral(z, qlo, w), q));
  p[3] = keep(z, Z3_mk_bvsle(c, q, numeral(z, qhi, w)));
  p[4] = keep(z, Z3_mk_bvslt(c, numeral(z, (0 - a) & m, w), r));
  p[5] = keep(z, Z3_mk_bvslt(c, r, numeral(z, a, w)));
  /* r == 0 or sign(r) == sign(x) */
  Z3_ast rsign = keep(z, Z3_mk_bvslt(c, r, zero)), xsign = keep(z, Z3_mk_bvslt(c, x, zero));
  Z3_ast or2[2] = {keep(z, Z3_mk_eq(c, r, zero)), keep(z, Z3_mk_eq(c, rsign, xsign))};
  p[6] = keep(z, Z3_mk_or(c, 2, or2));
  return keep(z, Z3_mk_and(c, 7, p));
}

/* The term of a division by a constant: its pair's q or r (the pair is made
 * on first use). */
static Z3_ast build_div(Z3Backend *z, const Expr *e) {
  Z3_context c = z->ctx;
  bool want_q = e->kind == EXPR_UDIV || e->kind == EXPR_SDIV;
  DivEntry *d = div_find(z, e);
  if (d) return want_q ? d->q : d->r;
  Z3_sort sort = Z3_get_sort(c, tcache_get(z, e->kid[0]));
  Z3_ast q = keep(z, Z3_mk_fresh_const(c, "q", sort)), r = keep(z, Z3_mk_fresh_const(c, "r", sort));
  Z3_ast side = div_side(z, e, q, r);
  if (z3_error != Z3_OK) return NULL;
  if ((z->dcount + 1) * 2 > z->dcap) {
    size_t ncap = z->dcap ? 2 * z->dcap : 64;
    DivEntry *n = xcalloc(ncap, sizeof(DivEntry));
    for (size_t i = 0; i < z->dcap; i++) {
      if (!z->d[i].x) continue;
      size_t j = dslot(z->d[i].x, z->d[i].c, z->d[i].sgn, ncap);
      while (n[j].x) j = (j + 1) & (ncap - 1);
      n[j] = z->d[i];
    }
    xfree(z->d, z->dcap * sizeof(DivEntry));
    z->d = n;
    z->dcap = ncap;
  }
  bool sgn = is_signed_div(e);
  size_t i = dslot(e->kid[0], e->kid[1], sgn, z->dcap);
  while (z->d[i].x) i = (i + 1) & (z->dcap - 1);
  Z3_inc_ref(c, q);
  Z3_inc_ref(c, r);
  Z3_inc_ref(c, side);
  z->d[i] = (DivEntry){expr_inc(e->kid[0]), expr_inc(e->kid[1]), sgn, q, r, side, 0};
  z->dcount++;
  return want_q ? q : r;
}

/* The term of a translated expression as a bit-vector (width-1 ones are
 * Bools in the cache). */
static Z3_ast kid_term_bv(Z3Backend *z, const Expr *e) {
  Z3_ast a = tcache_get(z, e);
  return e->width == 1 ? to_bv(z, a) : a;
}

/* ---- Array reads -----------------------------------------------------------------
 * Arrays never reach Z3 as arrays. A read select(store(...store(base, i1, v1)
 * ..., in, vn), j) becomes ite(j = in, vn, ... ite(j = i1, v1, base[j])) and
 * base[j] of a constant array becomes a multiplexer tree over the bits of j
 * (ranges of equal bytes collapse to one leaf; indices past the end read 0).
 * Compared with Z3's array theory over a const-array with a store per byte,
 * this is one bit test per level instead of a 64-bit comparison per byte:
 * ctype's table lookups went from timeouts to milliseconds. Only the window
 * of the table that j's bounds reach (Expr.lo/hi, true of every value) is
 * multiplexed, over the bits of x - lo(x) for j = c + s * x (expr_affine):
 * a 200 KB table of 24-byte records read at a field of the record of an
 * ASCII byte is a tree of 128 leaves, not of 2^18 (leaves past hi(x) are
 * any value: the tree collapses over them); stores whose index's bounds
 * cannot meet j's are left out. Array nodes get a
 * placeholder term so that the translation cache covers them too. */

/* The window of a constant table a read at c + s * x reaches (expr_affine):
 * leaf p is the byte at c + s * (xlo + p) (0 past the table's end), any
 * value past x's bound xhi. */
typedef struct Window {
  const uint8_t *b;
  uint64_t n, c, s, xlo, xhi;
  const uint8_t *leaves; /* or, when set, leaf p is leaves[p] (p <= xhi, xlo 0) */
} Window;

/* Whether leaves [p, p + size) are all alike (past xhi: any), and which. */
static bool window_uniform(const Window *w, uint64_t p, uint64_t size, uint8_t *v) {
  bool seen = false;
  for (uint64_t i = p; i < p + size && w->xlo + i <= w->xhi; i++) {
    u128 at = w->c + (u128)w->s * (w->xlo + i);
    uint8_t x = w->leaves ? w->leaves[i] : at < w->n ? w->b[at] : 0;
    if (seen && x != *v) return false;
    *v = x, seen = true;
  }
  if (!seen) *v = 0;
  return true;
}

static Z3_ast mux(Z3Backend *z, const Window *w, uint64_t p, unsigned logsize, const Z3_ast *bit) {
  if (z->wd.fired) return NULL; /* a big table: the query was stopped meanwhile */
  uint64_t size = (uint64_t)1 << logsize;
  uint8_t v = 0;
  if (window_uniform(w, p, size, &v)) return numeral(z, v, 8);
  Z3_ast hi = mux(z, w, p + size / 2, logsize - 1, bit);
  Z3_ast low = hi ? mux(z, w, p, logsize - 1, bit) : NULL;
  return low ? keep(z, Z3_mk_ite(z->ctx, bit[logsize - 1], hi, low)) : NULL;
}

/* The first x of idx = c + s * x past the end of a table of n bytes. */
static uint64_t table_xend(Affine ax, uint64_t n) { return ax.c >= n ? 0 : (n - 1 - ax.c) / ax.s + 1; }

/* The leaves of the multiplexer of select e's constant table (0: none). */
static uint64_t select_leaves(const Expr *e) {
  const Expr *base = e->kid[0];
  while (base->kind == EXPR_ARR_STORE) base = base->kid[0];
  Affine ax = expr_affine(e->kid[1]);
  uint64_t xend = table_xend(ax, base->aux);
  if (xend <= ax.x->lo) return 0;
  return (ax.x->hi < xend ? ax.x->hi : xend) - ax.x->lo + 1;
}

/* base[idx] of the constant table `base`: a multiplexer over the bits of
 * x - xlo, idx being c + s * x. */
static Z3_ast table_read(Z3Backend *z, const Expr *base, const Expr *idx) {
  Z3_context c = z->ctx;
  Affine ax = expr_affine(idx);
  const Expr *x = ax.x;
  unsigned xw = x->width;
  uint64_t n = base->aux;
  uint64_t xend = table_xend(ax, n);
  if (xend <= x->lo) return numeral(z, 0, 8);
  Window w = {base->u.bytes, n, ax.c, ax.s, x->lo, x->hi, NULL};
  uint64_t last = x->hi < xend ? x->hi : xend; /* xend reads 0, as all past it */
  unsigned k = 0;
  while (k < xw && ((uint64_t)1 << k) <= last - x->lo) k++;
  Z3_ast xt = kid_term_bv(z, x);
  Z3_ast rel = x->lo ? keep(z, Z3_mk_bvsub(c, xt, numeral(z, x->lo, xw))) : xt;
  Z3_ast bit[64];
  for (unsigned i = 0; i < k; i++) bit[i] = to_bool(z, keep(z, Z3_mk_extract(c, i, i, rel)));
  Z3_ast r = mux(z, &w, 0, k, bit);
  if (!r) return NULL;
  if (k < xw && x->hi - x->lo >= ((uint64_t)1 << k)) { /* x past the window reads 0 */
    Z3_ast high = keep(z, Z3_mk_extract(c, xw - 1, k, rel));
    Z3_ast in = keep(z, Z3_mk_eq(c, high, numeral(z, 0, xw - k)));
    r = keep(z, Z3_mk_ite(c, in, r, numeral(z, 0, 8)));
  }
  return r;
}

/* ---- Reads as functions of a few input bits ------------------------------------
 * A read whose value depends on at most TABLE_INPUT_BITS bits of the inputs
 * (an index computed from one byte, or from the bits of a UTF-8 sequence
 * that a decoder extracts), through any number of tables read in a row, is
 * the list of its values under every assignment of those bits (expr_eval,
 * the reference semantics), multiplexed over them. utf8proc's property of
 * the first code point of a two-byte character's decomposition reads five
 * tables in a row, each a window of thousands of leaves over the one
 * before; as a function of the character's 11 bits it is one tree of at
 * most 2048 leaves over input bits. */
enum { TABLE_INPUT_BITS = 12, TABLE_INPUT_NODES = 4096 };

typedef struct InputBits {
  const Expr *var; /* a VAR node */
  uint8_t mask;    /* the bits of it that matter */
} InputBits;

static unsigned count_bits(const InputBits *in, unsigned n) {
  unsigned bits = 0;
  for (unsigned k = 0; k < n; k++) bits += (unsigned)__builtin_popcount(in[k].mask);
  return bits;
}

/* Adds bits `mask` of var to in[0..*n); false past TABLE_INPUT_BITS bits. */
static bool add_bits(InputBits *in, unsigned *n, const Expr *var, uint8_t mask) {
  unsigned i = 0;
  while (i < *n && in[i].var != var) i++;
  if (i == *n) in[(*n)++] = (InputBits){var, 0};
  in[i].mask |= mask;
  return count_bits(in, *n) <= TABLE_INPUT_BITS;
}

/* The input bits e depends on (all 8 of a byte, but those an extract takes
 * of a byte read only through extracts) into in[], their count through n;
 * false past TABLE_INPUT_BITS bits or TABLE_INPUT_NODES nodes. */
static bool input_bits(Z3Backend *z, const Expr *e, InputBits *in, unsigned *n) {
  *n = 0;
  if (!z->seen.cap) pmap_grow(&z->seen);
  pmap_clear(&z->seen);
  z->todo.len = 0;
  VEC_PUSH(z->todo, e);
  for (unsigned nodes = 0; z->todo.len; nodes++) {
    const Expr *x = z->todo.data[--z->todo.len];
    if (nodes > TABLE_INPUT_NODES) return false;
    for (int i = 0; i < x->nkids; i++) {
      const Expr *k = x->kid[i];
      bool fresh;
      if (k->kind == EXPR_VAR) {
        uint8_t mask = x->kind == EXPR_EXTRACT ? (uint8_t)(((1u << x->width) - 1) << x->aux) : 0xff;
        if (!add_bits(in, n, k, mask)) return false;
      } else if (k->nkids && (pmap_put(&z->seen, k, 0, &fresh), fresh)) {
        VEC_PUSH(z->todo, k);
      }
    }
  }
  return true;
}

/* e (a SELECT) as a multiplexer over the input bits in[0..n) of its
 * values, or NULL after a stop. */
static Z3_ast tabulated(Z3Backend *z, const Expr *e, const InputBits *in, unsigned n) {
  Z3_context c = z->ctx;
  Z3_ast bit[TABLE_INPUT_BITS];
  unsigned nb = 0;
  for (unsigned i = 0; i < n; i++)
    for (unsigned b = 0; b < 8; b++)
      if (in[i].mask >> b & 1)
        bit[nb++] = to_bool(z, keep(z, Z3_mk_extract(c, b, b, tcache_get(z, in[i].var))));
  uint64_t count = (uint64_t)1 << nb;
  uint8_t *leaves = xmalloc(count);
  Model *m = model_new();
  for (uint64_t a = 0; a < count && !z->wd.fired; a++) { /* a stop: mux gives NULL */
    unsigned at = 0;
    for (unsigned i = 0; i < n; i++) {
      uint8_t v = 0;
      for (unsigned b = 0; b < 8; b++)
        if (in[i].mask >> b & 1) v |= (uint8_t)((a >> at++ & 1) << b);
      model_set(m, in[i].var->u.arr, in[i].var->aux, v);
    }
    leaves[a] = (uint8_t)expr_eval(e, m);
  }
  model_free(m);
  Window w = {NULL, 0, 0, 1, 0, count - 1, leaves};
  Z3_ast r = mux(z, &w, 0, nb, bit);
  xfree(leaves, count);
  z->select_leaves = count;
  return r;
}

static Z3_ast build_select(Z3Backend *z, const Expr *e) {
  Z3_context c = z->ctx;
  const Expr *idx = e->kid[1];
  Z3_ast j = tcache_get(z, idx);
  const Expr *arr = e->kid[0];
  z->select_leaves = select_leaves(e);
  InputBits in[TABLE_INPUT_BITS];
  unsigned n;
  if (z->select_leaves > 64 && input_bits(z, e, in, &n) &&
      ((uint64_t)1 << count_bits(in, n)) < z->select_leaves)
    return tabulated(z, e, in, n);
  z->chain.len = 0;   /* the stores, from the top down to the base */
  for (; arr->kind == EXPR_ARR_STORE; arr = arr->kid[0]) VEC_PUSH(z->chain, arr);
  Z3_ast r = table_read(z, arr, idx);
  if (!r) return NULL;
  /* then the stores, from the base up */
  for (size_t i = z->chain.len; i-- > 0;) {
    const Expr *st = z->chain.data[i], *at = st->kid[1];
    if (at->hi < idx->lo || at->lo > idx->hi) continue; /* never j */
    Z3_ast hit = keep(z, Z3_mk_eq(c, j, tcache_get(z, at)));
    r = keep(z, Z3_mk_ite(c, hit, tcache_get(z, st->kid[2]), r));
  }
  return r;
}

/* A kid as a bit-vector (width-1 kids are Bools in the cache). */
static Z3_ast kid_bv(Z3Backend *z, const Expr *e, int i) { return kid_term_bv(z, e->kid[i]); }

typedef Z3_ast (*Z3Bin)(Z3_context, Z3_ast, Z3_ast);

static Z3Bin bv_op(ExprKind k) {
  switch (k) {
  case EXPR_ADD: return Z3_mk_bvadd;
  case EXPR_SUB: return Z3_mk_bvsub;
  case EXPR_MUL: return Z3_mk_bvmul;
  case EXPR_UDIV: return Z3_mk_bvudiv;
  case EXPR_SDIV: return Z3_mk_bvsdiv;
  case EXPR_UREM: return Z3_mk_bvurem;
  case EXPR_SREM: return Z3_mk_bvsrem;
  case EXPR_AND: return Z3_mk_bvand;
  case EXPR_OR: return Z3_mk_bvor;
  case EXPR_XOR: return Z3_mk_bvxor;
  case EXPR_SHL: return Z3_mk_bvshl;
  case EXPR_LSHR: return Z3_mk_bvlshr;
  case EXPR_ASHR: return Z3_mk_bvashr;
  case EXPR_ULT: return Z3_mk_bvult;
  case EXPR_ULE: return Z3_mk_bvule;
  case EXPR_SLT: return Z3_mk_bvslt;
  case EXPR_SLE: return Z3_mk_bvsle;
  default: return NULL;
  }
}

/* ---- Floating point ------------------------------------------------------------
 * Z3's FP theory computes the IEEE result; fp.to_ieee_bv is unspecified on a
 * NaN, so the NaN bits are chosen by ites with fp.c's rules (first NaN operand
 * quieted, else the default NaN), and the conversions to integers out of
 * range give the sign bit as fp.c does (Z3 leaves them unspecified too). */

static Z3_sort fp_sort(Z3Backend *z, unsigned w) {
  Z3_sort s = w == 32 ? Z3_mk_fpa_sort_32(z->ctx) : w == 64 ? Z3_mk_fpa_sort_64(z->ctx) : Z3_mk_fpa_sort(z->ctx, 15, 64);
  keep(z, Z3_sort_to_ast(z->ctx, s));
  return s;
}

static Z3_ast fp_nan(Z3Backend *z, Z3_ast f) { return keep(z, Z3_mk_fpa_is_nan(z->ctx, f)); }
static Z3_ast ite(Z3Backend *z, Z3_ast c, Z3_ast t, Z3_ast f) { return keep(z, Z3_mk_ite(z->ctx, c, t, f)); }
static Z3_ast bits_of(Z3Backend *z, Z3_ast bv, unsigned hi, unsigned lo) { return keep(z, Z3_mk_extract(z->ctx, hi, lo, bv)); }
static Z3_ast bv_eq(Z3Backend *z, Z3_ast a, Z3_ast b) { return keep(z, Z3_mk_eq(z->ctx, a, b)); }
static Z3_ast cat(Z3Backend *z, Z3_ast hi, Z3_ast lo) { return keep(z, Z3_mk_concat(z->ctx, hi, lo)); }

/* x86's 80-bit format (fp80.h): the integer bit 63 is explicit, Z3's (15, 64)
 * sort has it hidden. An encoding is invalid when that bit is clear under a
 * nonzero exponent; a pseudo-denormal (exponent 0, bit set) has exponent 1's
 * value. */
static Z3_ast fp80_invalid_bv(Z3Backend *z, Z3_ast bv) {
  Z3_ast exp0 = bv_eq(z, bits_of(z, bv, 78, 64), numeral(z, 0, 15));
  Z3_ast j0 = bv_eq(z, bits_of(z, bv, 63, 63), numeral(z, 0, 1));
  Z3_ast both[2] = {keep(z, Z3_mk_not(z->ctx, exp0)), j0};
  return keep(z, Z3_mk_and(z->ctx, 2, both));
}

static Z3_ast fp_of(Z3Backend *z, Z3_ast bv, unsigned w) {
  if (w != 80) return keep(z, Z3_mk_fpa_to_fp_bv(z->ctx, bv, fp_sort(z, w)));
  Z3_ast exp = bits_of(z, bv, 78, 64);
  Z3_ast pseudo_den = keep(z, Z3_mk_and(z->ctx, 2, (Z3_ast[]){bv_eq(z, exp, numeral(z, 0, 15)),
                                                                bv_eq(z, bits_of(z, bv, 63, 63), numeral(z, 1, 1))}));
  exp = ite(z, pseudo_den, numeral(z, 1, 15), exp);
  Z3_ast f = keep(z, Z3_mk_fpa_fp(z->ctx, bits_of(z, bv, 79, 79), exp, bits_of(z, bv, 62, 0)));
  return ite(z, fp80_invalid_bv(z, bv), keep(z, Z3_mk_fpa_nan(z->ctx, fp_sort(z, 80))), f);
}

/* The 80-bit encoding of FP term r (not a NaN): the integer bit inserted. */
static Z3_ast fp80_encode(Z3Backend *z, Z3_ast r) {
  Z3_ast ieee = keep(z, Z3_mk_fpa_to_ieee_bv(z->ctx, r));   /* 79 bits */
  Z3_ast exp0 = bv_eq(z, bits_of(z, ieee, 77, 63), numeral(z, 0, 15));
  Z3_ast j = ite(z, exp0, numeral(z, 0, 1), numeral(z, 1, 1));
  return cat(z, cat(z, bits_of(z, ieee, 78, 63), j), bits_of(z, ieee, 62, 0));
}
static Z3_ast fp_quieted(Z3Backend *z, Z3_ast bv, unsigned w) {
  return keep(z, Z3_mk_bvor(z->ctx, bv, numeral(z, fp_quiet(w, 0), w)));
}

static Z3_ast rounding(Z3Backend *z, FpRound r) {
  Z3_context c = z->ctx;
  switch (r) {
  case FP_RNE: return keep(z, Z3_mk_fpa_rne(c));
  case FP_RNA: return keep(z, Z3_mk_fpa_rna(c));
  case FP_RTP: return keep(z, Z3_mk_fpa_rtp(c));
  case FP_RTN: return keep(z, Z3_mk_fpa_rtn(c));
  default: return keep(z, Z3_mk_fpa_rtz(c));
  }
}

/* The bits of FP term r of width w: the default NaN if r is a NaN. */
static Z3_ast fp_bits(Z3Backend *z, Z3_ast r, unsigned w) {
  Z3_ast bits = w == 80 ? fp80_encode(z, r) : keep(z, Z3_mk_fpa_to_ieee_bv(z->ctx, r));
  return ite(z, fp_nan(z, r), numeral(z, fp_default_nan(w), w), bits);
}

/* The FP term of d at width w. Z3 4.8's Z3_mk_fpa_numeral_double gets 0.0
 * wrong at FloatingPoint 15 64 (2^-1023: tests/unit/test_fp.c), so an
 * 80-bit one is the double converted (exactly). */
static Z3_ast fp_numeral(Z3Backend *z, double d, unsigned w) {
  Z3_ast n = keep(z, Z3_mk_fpa_numeral_double(z->ctx, d, fp_sort(z, w == 80 ? 64 : w)));
  if (w != 80) return n;
  return keep(z, Z3_mk_fpa_to_fp_float(z->ctx, rounding(z, FP_RNE), n, fp_sort(z, 80)));
}

/* FPTOSI/FPTOUI: the integer toward zero if it fits, else the sign bit. */
static Z3_ast fp_to_int(Z3Backend *z, const Expr *e, Z3_ast f) {
  Z3_context c = z->ctx;
  unsigned w = e->width, kw = e->kid[0]->width;
  bool sgn = e->kind == EXPR_FPTOSI;
  Z3_ast rtz = rounding(z, FP_RTZ);
  Z3_ast t = keep(z, Z3_mk_fpa_round_to_integral(c, rtz, f));
  Z3_ast lo = fp_numeral(z, sgn ? -ldexp(1, (int)w - 1) : 0.0, kw);
  Z3_ast hi = fp_numeral(z, ldexp(1, sgn ? (int)w - 1 : (int)w), kw);
  Z3_ast in[2] = {keep(z, Z3_mk_fpa_leq(c, lo, t)), keep(z, Z3_mk_fpa_lt(c, t, hi))};
  Z3_ast v = keep(z, sgn ? Z3_mk_fpa_to_sbv(c, rtz, f, w) : Z3_mk_fpa_to_ubv(c, rtz, f, w));
  return ite(z, keep(z, Z3_mk_and(c, 2, in)), v, numeral(z, (u128)1 << (w - 1), w));
}

/* FPEXT to and FPTRUNC from the 80-bit format of bv (FP term f; r: f
 * converted, not a NaN): a NaN keeps its sign and the top bits of its
 * payload, quieted (fp80.h); an invalid 80-bit encoding gives the default NaN. */
static Z3_ast fp80_convert(Z3Backend *z, const Expr *e, Z3_ast bv, Z3_ast f, Z3_ast r) {
  unsigned w = e->width, kw = e->kid[0]->width;
  if (w == 80) {
    Z3_ast pay = kw == 64 ? bits_of(z, bv, 50, 0) : bits_of(z, bv, 21, 0);
    Z3_ast top = cat(z, cat(z, bits_of(z, bv, kw - 1, kw - 1), numeral(z, 0x7FFF, 15)), numeral(z, 3, 2));
    Z3_ast nan = cat(z, top, cat(z, pay, numeral(z, 0, kw == 64 ? 11 : 40)));
    return ite(z, fp_nan(z, f), nan, fp80_encode(z, r));
  }
  Z3_ast sign = bits_of(z, bv, 79, 79);
  Z3_ast nan = w == 64 ? cat(z, cat(z, sign, numeral(z, 0xFFF, 12)), bits_of(z, bv, 61, 11))
                       : cat(z, cat(z, sign, numeral(z, 0x1FF, 9)), bits_of(z, bv, 61, 40));
  nan = ite(z, fp80_invalid_bv(z, bv), numeral(z, fp_default_nan(w), w), nan);
  return ite(z, fp_nan(z, f), nan, keep(z, Z3_mk_fpa_to_ieee_bv(z->ctx, r)));
}

/* The x87's NaN rules (fp80.h) around the bits res of an operation on a (and
 * b, or NULL), whose FP terms are fa (fb): an invalid encoding gives the
 * default NaN; of two NaNs the larger significand, then the positive one. */
static Z3_ast fp80_nans(Z3Backend *z, Z3_ast a, Z3_ast fa, Z3_ast b, Z3_ast fb, Z3_ast res) {
  Z3_context c = z->ctx;
  Z3_ast qa = fp_quieted(z, a, 80), dflt = numeral(z, fp_default_nan(80), 80);
  if (b) {
    Z3_ast qb = fp_quieted(z, b, 80), sa = bits_of(z, a, 63, 0), sb = bits_of(z, b, 63, 0);
    Z3_ast tie = ite(z, bv_eq(z, bits_of(z, a, 79, 79), numeral(z, 0, 1)), qa, qb);
    Z3_ast pick = ite(z, keep(z, Z3_mk_bvugt(c, sa, sb)), qa, ite(z, keep(z, Z3_mk_bvugt(c, sb, sa)), qb, tie));
    Z3_ast both[2] = {fp_nan(z, fa), fp_nan(z, fb)};
    res = ite(z, fp_nan(z, fb), qb, res);
    res = ite(z, fp_nan(z, fa), qa, res);
    res = ite(z, keep(z, Z3_mk_and(c, 2, both)), pick, res);
    res = ite(z, fp80_invalid_bv(z, b), dflt, res);
  } else {
    res = ite(z, fp_nan(z, fa), qa, res);
  }
  return ite(z, fp80_invalid_bv(z, a), dflt, res);
}

/* FPEXT/FPTRUNC: a NaN keeps its sign and the top bits of its payload, quieted. */
static Z3_ast fp_convert(Z3Backend *z, const Expr *e, Z3_ast bv, Z3_ast f) {
  Z3_context c = z->ctx;
  unsigned w = e->width;
  Z3_ast r = keep(z, Z3_mk_fpa_to_fp_float(c, rounding(z, FP_RNE), f, fp_sort(z, w)));
  Z3_ast nan;
  if (w == 80 || e->kid[0]->width == 80) return fp80_convert(z, e, bv, f, r);
  if (w == 64) {
    Z3_ast sign = keep(z, Z3_mk_extract(c, 31, 31, bv)), pay = keep(z, Z3_mk_extract(c, 21, 0, bv));
    Z3_ast hi = keep(z, Z3_mk_concat(c, sign, numeral(z, 0xFFF, 12)));
    nan = keep(z, Z3_mk_concat(c, keep(z, Z3_mk_concat(c, hi, pay)), numeral(z, 0, 29)));
  } else {
    Z3_ast sign = keep(z, Z3_mk_extract(c, 63, 63, bv)), pay = keep(z, Z3_mk_extract(c, 50, 29, bv));
    nan = keep(z, Z3_mk_concat(c, keep(z, Z3_mk_concat(c, sign, numeral(z, 0x1FF, 9))), pay));
  }
  return ite(z, fp_nan(z, f), nan, keep(z, Z3_mk_fpa_to_ieee_bv(c, r)));
}

static Z3_ast build_fp(Z3Backend *z, const Expr *e) {
  Z3_context c = z->ctx;
  unsigned w = e->width, kw = e->kid[0]->width;
  Z3_ast a = kid_bv(z, e, 0), fa = NULL, b = NULL, fb = NULL, cz = NULL, fc = NULL;
  if (e->kind != EXPR_SITOFP && e->kind != EXPR_UITOFP) fa = fp_of(z, a, kw);
  if (e->nkids > 1) b = kid_bv(z, e, 1), fb = fp_of(z, b, kw);
  if (e->nkids > 2) cz = kid_bv(z, e, 2), fc = fp_of(z, cz, kw);
  Z3_ast rne = rounding(z, FP_RNE), r;
  switch (e->kind) {
  case EXPR_FADD: r = Z3_mk_fpa_add(c, rne, fa, fb); break;
  case EXPR_FSUB: r = Z3_mk_fpa_sub(c, rne, fa, fb); break;
  case EXPR_FMUL: r = Z3_mk_fpa_mul(c, rne, fa, fb); break;
  case EXPR_FDIV: r = Z3_mk_fpa_div(c, rne, fa, fb); break;
  case EXPR_FSQRT: r = Z3_mk_fpa_sqrt(c, rne, fa); break;
  case EXPR_FRINT: r = Z3_mk_fpa_round_to_integral(c, rounding(z, (FpRound)e->aux), fa); break;
  case EXPR_FFMA: {   /* NaN operands in the order b, a, c (fp.h) */
    Z3_ast res = fp_bits(z, keep(z, Z3_mk_fpa_fma(c, rne, fa, fb, fc)), w);
    res = ite(z, fp_nan(z, fc), fp_quieted(z, cz, w), res);
    res = ite(z, fp_nan(z, fa), fp_quieted(z, a, w), res);
    return ite(z, fp_nan(z, fb), fp_quieted(z, b, w), res);
  }
  case EXPR_FOEQ: return keep(z, Z3_mk_fpa_eq(c, fa, fb));
  case EXPR_FOLT: return keep(z, Z3_mk_fpa_lt(c, fa, fb));
  case EXPR_FOLE: return keep(z, Z3_mk_fpa_leq(c, fa, fb));
  case EXPR_FUNO: {
    Z3_ast n[2] = {fp_nan(z, fa), fp_nan(z, fb)};
    return keep(z, Z3_mk_or(c, 2, n));
  }
  case EXPR_FPTOSI: case EXPR_FPTOUI: return fp_to_int(z, e, fa);
  case EXPR_SITOFP: return fp_bits(z, keep(z, Z3_mk_fpa_to_fp_signed(c, rne, a, fp_sort(z, w))), w);
  case EXPR_UITOFP: return fp_bits(z, keep(z, Z3_mk_fpa_to_fp_unsigned(c, rne, a, fp_sort(z, w))), w);
  case EXPR_FPEXT: case EXPR_FPTRUNC: return fp_convert(z, e, a, fa);
  default: die("z3: cannot translate kind %d", e->kind);
  }
  /* Arithmetic: a NaN operand (the first) quieted, else the result. */
  Z3_ast res = fp_bits(z, keep(z, r), w);
  if (w == 80) return fp80_nans(z, a, fa, b, fb, res);
  if (fb) res = ite(z, fp_nan(z, fb), fp_quieted(z, b, w), res);
  return ite(z, fp_nan(z, fa), fp_quieted(z, a, w), res);
}

/* The Z3 term of e, whose kids are all translated. Returns a referenced
 * temporary (or NULL after a Z3 error). */
static Z3_ast build(Z3Backend *z, const Expr *e) {
  Z3_context c = z->ctx;
  unsigned w = e->width;
  Z3_ast a = e->nkids > 0 ? tcache_get(z, e->kid[0]) : NULL;
  switch (e->kind) {
  case EXPR_CONST:
    if (w == 1) return keep(z, e->u.value ? Z3_mk_true(c) : Z3_mk_false(c));
    return numeral(z, e->u.value, w);
  case EXPR_VAR: {
    char name[32];
    snprintf(name, sizeof name, "a%u_%u", e->u.arr->id, e->aux);
    return keep(z, Z3_mk_const(c, Z3_mk_string_symbol(c, name), z->bv8));
  }
  case EXPR_NOT: return keep(z, w == 1 ? Z3_mk_not(c, a) : Z3_mk_bvnot(c, a));
  case EXPR_EQ: return keep(z, Z3_mk_eq(c, a, tcache_get(z, e->kid[1])));
  case EXPR_AND:
  case EXPR_OR:
    if (w == 1) {
      Z3_ast args[2] = {a, tcache_get(z, e->kid[1])};
      return keep(z, e->kind == EXPR_AND ? Z3_mk_and(c, 2, args) : Z3_mk_or(c, 2, args));
    }
    break;
  case EXPR_XOR:
    if (w == 1) return keep(z, Z3_mk_xor(c, a, tcache_get(z, e->kid[1])));
    break;
  case EXPR_ZEXT:
  case EXPR_SEXT: {
    unsigned kw = e->kid[0]->width;
    if (kw == 1) {
      u128 ones = w >= 128 ? ~(u128)0 : (((u128)1 << w) - 1);
      return keep(z, Z3_mk_ite(c, a, numeral(z, e->kind == EXPR_ZEXT ? 1 : ones, w), numeral(z, 0, w)));
    }
    return keep(z, e->kind == EXPR_ZEXT ? Z3_mk_zero_ext(c, w - kw, a) : Z3_mk_sign_ext(c, w - kw, a));
  }
  case EXPR_EXTRACT: {
    Z3_ast r = keep(z, Z3_mk_extract(c, e->aux + w - 1, e->aux, a));
    return w == 1 ? to_bool(z, r) : r;
  }
  case EXPR_CONCAT: return keep(z, Z3_mk_concat(c, kid_bv(z, e, 0), kid_bv(z, e, 1)));
  case EXPR_ITE:
    return keep(z, Z3_mk_ite(c, a, tcache_get(z, e->kid[1]), tcache_get(z, e->kid[2])));
  case EXPR_ARR_BASE:
  case EXPR_ARR_STORE: return keep(z, Z3_mk_true(c));   /* placeholder: see build_select */
  case EXPR_SELECT: return build_select(z, e);
  default: break;
  }
  if (fp_is_kind((ExprKind)e->kind)) return build_fp(z, e);
  if (div_by_const(e)) return build_div(z, e);
  /* Bit-vector arithmetic, shifts and comparisons (kids as bit-vectors). */
  Z3Bin op = bv_op((ExprKind)e->kind);
  if (!op) die("z3: cannot translate kind %d", e->kind);
  Z3_ast r = keep(z, op(c, kid_bv(z, e, 0), kid_bv(z, e, 1)));
  bool cmp = e->kind >= EXPR_ULT && e->kind <= EXPR_SLE;
  return w == 1 && !cmp ? to_bool(z, r) : r;
}

/* The Z3 term of e (cached; borrowed from the cache). NULL on a Z3 error. */
static Z3_ast translate(Z3Backend *z, Expr *root) {
  Z3_ast r = tcache_get(z, root);
  if (r) return r;
  z->stack.len = 0;
  VEC_PUSH(z->stack, root);
  while (z->stack.len) {
    Expr *e = z->stack.data[z->stack.len - 1];
    if (tcache_get(z, e)) {
      z->stack.len--;
      continue;
    }
    bool ready = true;
    for (int i = 0; i < e->nkids; i++) {
      if (!tcache_get(z, e->kid[i])) {
        VEC_PUSH(z->stack, e->kid[i]);
        ready = false;
      }
    }
    if (!ready) continue;
    if (z->wd.fired) return NULL; /* stopped by a limit while translating */
    z->stack.len--;
    Z3_ast a = build(z, e);
    if (a) Z3_inc_ref(z->ctx, a);   /* the cache's reference */
    release_temps(z);
    if (!a || z3_error != Z3_OK) {
      if (a) Z3_dec_ref(z->ctx, a);
      return NULL;
    }
    bool has_div = div_by_const(e), has_mul = e->kind >= EXPR_MUL && e->kind <= EXPR_SREM;
    bool has_fp = fp_is_kind((ExprKind)e->kind);
    bool big_table = e->kind == EXPR_SELECT && z->select_leaves > TABLE_BLAST_LEAVES;
    unsigned adds = e->kind == EXPR_ADD || e->kind == EXPR_SUB;
    for (int i = 0; i < e->nkids; i++) {
      const TSlot *k = tcache_slot(z, e->kid[i]);
      has_div |= k->has_div, has_mul |= k->has_mul, adds += k->adds, has_fp |= k->has_fp;
      big_table |= k->big_table;
    }
    tcache_put(z, e, a, has_div, has_mul, adds, has_fp, big_table);
  }
  return tcache_get(z, root);
}

/* ---- Watchdog ---------------------------------------------------------------------- */

static void *watchdog_main(void *arg) {
  Z3Backend *z = arg;
  Watchdog *w = &z->wd;
  pthread_mutex_lock(&w->mu);
  while (!w->quit) {
    if (!w->armed) {
      pthread_cond_wait(&w->cv, &w->mu);
      continue;
    }
    double now = util_now();
    if (now >= w->deadline || (w->interrupt && *w->interrupt) ||
        (w->max_rss > 0 && (double)util_current_rss() > w->max_rss)) {
      w->fired = 1;
      Z3_interrupt(z->ctx);
      w->armed = false;
      continue;
    }
    /* memory can grow by tens of MB in 50 ms inside Z3: look more often */
    double step = w->max_rss > 0 ? 0.01 : 0.05;
    double until = w->deadline < now + step ? w->deadline : now + step;
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    double wait = until - now;
    ts.tv_sec += (time_t)wait;
    ts.tv_nsec += (long)((wait - (time_t)wait) * 1e9);
    if (ts.tv_nsec >= 1000000000L) ts.tv_sec++, ts.tv_nsec -= 1000000000L;
    pthread_cond_timedwait(&w->cv, &w->mu, &ts);
  }
  pthread_mutex_unlock(&w->mu);
  return NULL;
}

/* Started at the first query that has a limit, not with the backend: a
 * backend made before a fork (the fork server of symx cc programs,
 * runtime/concolic/server.c) has no thread that its children would lack. */
static void watchdog_start(Z3Backend *z) {
  Watchdog *w = &z->wd;
  w->started = true;
  pthread_condattr_t ca;
  pthread_condattr_init(&ca);
  pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
  pthread_cond_init(&w->cv, &ca);
  pthread_condattr_destroy(&ca);
  pthread_mutex_init(&w->mu, NULL);
  w->running = pthread_create(&w->thread, NULL, watchdog_main, z) == 0;
}

static void watchdog_stop(Z3Backend *z) {
  Watchdog *w = &z->wd;
  if (!w->started) return;
  if (w->running) {
    pthread_mutex_lock(&w->mu);
    w->quit = true;
    pthread_cond_signal(&w->cv);
    pthread_mutex_unlock(&w->mu);
    pthread_join(w->thread, NULL);
  }
  pthread_cond_destroy(&w->cv);
  pthread_mutex_destroy(&w->mu);
}

/* Arms the watchdog for one check; false when the deadline has already
 * passed or the run was interrupted (the check is not started). */
static bool watchdog_arm(Z3Backend *z) {
  double now = util_now(), d = 0;
  if (z->timeout_s > 0) d = now + z->timeout_s;
  if (z->run_deadline > 0 && (d == 0 || z->run_deadline < d)) d = z->run_deadline;
  z->wd.fired = 0;
  if (z->wd.interrupt && *z->wd.interrupt) return false;
  if (d != 0 && d <= now) return false;
  if (d == 0 && !z->wd.interrupt && z->wd.max_rss <= 0) return true;
  if (!z->wd.started) watchdog_start(z);
  if (!z->wd.running) return true;
  pthread_mutex_lock(&z->wd.mu);
  z->wd.deadline = d ? d : now + 1e9;
  z->wd.armed = true;
  pthread_cond_signal(&z->wd.cv);
  pthread_mutex_unlock(&z->wd.mu);
  return true;
}

static void watchdog_disarm(Z3Backend *z) {
  if (!z->wd.running) return;
  pthread_mutex_lock(&z->wd.mu);
  z->wd.armed = false;
  pthread_mutex_unlock(&z->wd.mu);
}

static void z3_backend_set_limits(Z3Backend *z, double run_deadline, const volatile sig_atomic_t *interrupt,
                           double max_rss) {
  z->run_deadline = run_deadline;
  z->wd.interrupt = interrupt;
  z->wd.max_rss = max_rss;
  if (max_rss > 0) {
    /* Z3 answers an interrupt only between steps, and one step can take
     * hundreds of MB: its own allocator refuses past half the limit (the
     * query then fails as UNKNOWN), the watchdog stops queries past it. */
    char mb[32];
    snprintf(mb, sizeof mb, "%.0f", max_rss / 2 / (1024 * 1024) < 32 ? 32 : max_rss / 2 / (1024 * 1024));
    Z3_global_param_set("memory_max_size", mb);
  }
}

/* ---- Backend ----------------------------------------------------------------------- */

static Z3Backend *z3_backend_new(double timeout_s) {
  Z3Backend *z = xcalloc(1, sizeof(Z3Backend));
  /* Unspecified FP results (fp.to_ieee_bv of a NaN, fp.to_sbv out of range,
   * ...) as fixed values rather than uninterpreted functions, for
   * fp_solver's SAT back end. Every such term is guarded by an ite that
   * chooses fp.c's value instead ("Floating point"), so which value Z3
   * gives there changes no answer. A global parameter: it reaches only FP
   * terms, which only queries with floating point have. */
  Z3_global_param_set("rewriter.hi_fp_unspecified", "true");
  Z3_config cfg = Z3_mk_config();
  Z3_set_param_value(cfg, "model", "true");
  z->ctx = Z3_mk_context_rc(cfg);
  Z3_del_config(cfg);
  Z3_set_error_handler(z->ctx, on_error);
  Z3_context c = z->ctx;
  z->bv8 = Z3_mk_bv_sort(c, 8);
  Z3_inc_ref(c, Z3_sort_to_ast(c, z->bv8));
  Z3_sort bv1 = Z3_mk_bv_sort(c, 1);
  Z3_inc_ref(c, Z3_sort_to_ast(c, bv1));
  z->bit0 = Z3_mk_unsigned_int64(c, 0, bv1);
  Z3_inc_ref(c, z->bit0);
  z->bit1 = Z3_mk_unsigned_int64(c, 1, bv1);
  Z3_inc_ref(c, z->bit1);
  Z3_dec_ref(c, Z3_sort_to_ast(c, bv1));
  z->params = Z3_mk_params(c);
  Z3_params_inc_ref(c, z->params);
  Z3_params_set_bool(c, z->params, Z3_mk_string_symbol(c, "ctrl_c"), false);
  /* No relevancy filtering: replaying the queries of bench/ and
   * bench/solver/ (--log-queries, as assumptions) with z3 4.8.12, CPU 1.26 s
   * instead of 1.92 s for all_interval, 0.33 s instead of 0.42 s for
   * aim_sat, none slower. (Z3's QF_BV set-up helped aim_sat, 0.31 s, but
   * made all_interval 4.51 s; also dropping the bit-vector equality axioms
   * helped these further but left test_solver's 128-bit division queries
   * undecided.) */
  Z3_params_set_uint(c, z->params, Z3_mk_string_symbol(c, "relevancy"), 0);
  z->timeout_s = timeout_s;
  return z;
}

static void z3_backend_free(Z3Backend *z) {
  if (!z) return;
  watchdog_stop(z);
  Z3_context c = z->ctx;
  tcache_clear(z);
  if (z->sv) Z3_solver_dec_ref(c, z->sv);
  xfree(z->t, z->tcap * sizeof(TSlot));
  xfree(z->d, z->dcap * sizeof(DivEntry));
  while (z->fp_parts.len) Z3_tactic_dec_ref(c, z->fp_parts.data[--z->fp_parts.len]);
  if (z->fp_probe) Z3_probe_dec_ref(c, z->fp_probe);
  VEC_FREE(z->fp_parts);
  Z3_params_dec_ref(c, z->params);
  Z3_dec_ref(c, z->bit0);
  Z3_dec_ref(c, z->bit1);
  Z3_dec_ref(c, Z3_sort_to_ast(c, z->bv8));
  Z3_del_context(c);
  VEC_FREE(z->stack);
  VEC_FREE(z->temps);
  VEC_FREE(z->chain);
  VEC_FREE(z->todo);
  xfree(z->seen.s, z->seen.cap * sizeof(PSlot));
  VEC_FREE(z->lits);
  xfree(z, sizeof(Z3Backend));
}

/* A fresh literal p with `p => fact` asserted in sv (at its base level).
 * *lit and *gen cache it for the solver's generation; NULL on a Z3 error. */
static Z3_ast implied(Z3Backend *z, Z3_solver sv, Z3_ast fact, Z3_ast *lit, uint32_t *gen) {
  if (*gen == z->sv_gen) return *lit;
  Z3_context c = z->ctx;
  Z3_ast p = Z3_mk_fresh_const(c, "p", Z3_mk_bool_sort(c));
  if (!p) return NULL;
  Z3_inc_ref(c, p);
  Z3_ast imp = keep(z, Z3_mk_implies(c, p, fact));
  if (!imp) {
    Z3_dec_ref(c, p);
    return NULL;
  }
  Z3_solver_assert(c, sv, imp);
  z->sv_lits++;
  if (*lit) Z3_dec_ref(c, *lit);
  *lit = p;
  *gen = z->sv_gen;
  return p;
}

/* The side condition of every division by a constant in cs (all
 * translated), asserted in the query's scope or, without one, assumed
 * through its literal (added to z->lits), walking only sub-DAGs that contain
 * one, each node once. A side condition holds for some q and r whatever x
 * is, but it must not stay active: a 128-bit division circuit slows every
 * later query down. false on a Z3 error. */
static bool assert_divisions(Z3Backend *z, Z3_solver sv, Expr *const *cs, size_t n, bool scoped) {
  uint32_t serial = ++z->serial;
  z->stack.len = 0;
  for (size_t i = 0; i < n; i++)
    if (tcache_slot(z, cs[i])->has_div) VEC_PUSH(z->stack, cs[i]);
  while (z->stack.len) {
    Expr *e = z->stack.data[--z->stack.len];
    TSlot *t = tcache_slot(z, e);
    if (t->visit == serial) continue;
    t->visit = serial;
    if (div_by_const(e)) {
      DivEntry *d = div_find(z, e);
      if (d->asserted != serial) {
        d->asserted = serial;
        if (scoped) {
          Z3_solver_assert(z->ctx, sv, d->side);
        } else {
          Z3_ast p = implied(z, sv, d->side, &d->lit, &d->lit_gen);
          if (!p) return false;
          VEC_PUSH(z->lits, p);
        }
      }
    }
    for (int i = 0; i < e->nkids; i++) {
      TSlot *k = tcache_slot(z, e->kid[i]);
      if (k->has_div && k->visit != serial) VEC_PUSH(z->stack, e->kid[i]);
    }
  }
  return true;
}

/* The long-lived solver, renewed every SOLVER_RENEW queries, after any
 * query that did not finish (so no state from a cancelled check lingers) and
 * with the translation cache. It holds, for every constraint and division
 * side condition a query of its generation assumed, `lit => fact` for a
 * fresh literal. */

static Z3_solver get_solver(Z3Backend *z, size_t n) {
  /* Implications of constraints no query assumes any more are not free:
   * Z3 still decides their atoms. Past RENEW_LITS times the query's size
   * (paths whose constraints differ, as examples/bmc_example1.c's sums of
   * n inputs for each n), a new solver starts. */
  if (z->sv && z->sv_lits > RENEW_LITS * (n + 16)) z->sv_queries = SOLVER_RENEW;
  if (z->sv && z->sv_queries >= SOLVER_RENEW) {
    Z3_solver_dec_ref(z->ctx, z->sv);
    z->sv = NULL;
  }
  if (!z->sv) {
    z->sv = Z3_mk_simple_solver(z->ctx);
    Z3_solver_inc_ref(z->ctx, z->sv);
    Z3_solver_set_params(z->ctx, z->sv, z->params);
    z->sv_queries = 0;
    z->sv_lits = 0;
    z->sv_gen++;
  }
  z->sv_queries++;
  return z->sv;
}

/* A fresh solver for a query with floating point, from the tactic
 *     (then simplify propagate-values fpa2bv simplify bit-blast
 *           (if is-propositional sat smt))
 * (the FP operations bit-blasted up front, then SAT; whatever is left that
 * is not propositional goes to the SMT core) instead of the long-lived simple
 * solver, whose FP theory solves such queries several times slower
 * (tests/diff/fp/calls.c: a sum of three doubles, over 10 s a query).
 * Z3's own "qffpbv" tactic does the same with the QF_BV preprocessing before
 * SAT (propagate-values, solve-eqs, ...); without it, replaying bench/fp's
 * queries (--log-queries) with z3 4.8.12, CPU totals: fp_filter's 27 queries
 * 4.4 s instead of 15.3 s (medians of 3), and 13 of fp_parse's FP queries
 * that qffpbv left undecided past 10 s were decided in 1.3-3.3 s each.
 * It needs rewriter.hi_fp_unspecified (see z3_backend_new): otherwise fpa2bv
 * leaves the unspecified values (fp.to_ieee_bv of a NaN, ...) as
 * uninterpreted functions, and SAT answers such a goal "unknown".
 * propagate-values puts the constants a query's equalities give (an input
 * pinned, a byte compared with a character) into the FP operations, which
 * the rewriter then folds instead of bit-blasting them: symx run on
 * tests/diff/libc/sscanf_float.c 1.76 s -> 0.20 s; test_fp's Z3 sweep
 * 40 s -> 3.7 s; bench/run.py --runs 5 fp against the tactic without it,
 * time ratios fp_print 0.82, fp_parse 0.96, fp_convert 1.04, fp_filter 1.13
 * (its 27 queries have no such equality: the SAT search differs). */
static const char *const FP_STEPS[] = {"simplify", "propagate-values", "fpa2bv", "simplify", "bit-blast"};

/* The tactic above, made on the first query with floating point; its parts
 * stay referenced until the backend goes. */
static Z3_tactic fp_tactic(Z3Backend *z) {
  Z3_context c = z->ctx;
  if (z->fp_parts.len) return z->fp_parts.data[z->fp_parts.len - 1];
  z->fp_probe = Z3_mk_probe(c, "is-propositional");
  Z3_probe_inc_ref(c, z->fp_probe);
  Z3_tactic sat = Z3_mk_tactic(c, "sat");
  Z3_tactic_inc_ref(c, sat);
  Z3_tactic smt = Z3_mk_tactic(c, "smt");
  Z3_tactic_inc_ref(c, smt);
  VEC_PUSH(z->fp_parts, sat);
  VEC_PUSH(z->fp_parts, smt);
  Z3_tactic t = Z3_tactic_cond(c, z->fp_probe, sat, smt);
  Z3_tactic_inc_ref(c, t);
  VEC_PUSH(z->fp_parts, t);
  for (size_t i = sizeof FP_STEPS / sizeof *FP_STEPS; i-- > 0;) {
    Z3_tactic step = Z3_mk_tactic(c, FP_STEPS[i]);
    Z3_tactic_inc_ref(c, step);
    VEC_PUSH(z->fp_parts, step);
    t = Z3_tactic_and_then(c, step, t);
    Z3_tactic_inc_ref(c, t);
    VEC_PUSH(z->fp_parts, t);
  }
  return t;
}

static Z3_solver fp_solver(Z3Backend *z) {
  Z3_context c = z->ctx;
  Z3_solver s = Z3_mk_solver_from_tactic(c, fp_tactic(z));
  Z3_solver_inc_ref(c, s);
  Z3_solver_set_params(c, s, z->params);
  return s;
}

/* See solver.h. Every query goes to one long-lived "simple" Z3 solver (the
 * SMT core without tactic preprocessing), in one of two ways:
 *  - as assumptions: each constraint is asserted once as `lit =>
 *    constraint` and a query assumes its constraints' literals, so what Z3
 *    learns from one query (conflict clauses over the constraints' terms)
 *    serves the next ones. On a stream of queries along one path that grow
 *    by a constraint each (bench/solver/aim_sat.c, 250 queries replayed by
 *    z3 4.8.12 from --log-queries) that took 0.22 s of CPU against 3.38 s
 *    in push/pop scopes;
 *  - in a push/pop scope, the constraints asserted there, when one of them
 *    multiplies, divides or takes a remainder, or adds more than
 *    SCOPED_ADDS terms: asserted facts let Z3 simplify those before
 *    bit-blasting, assumed ones do not (test_solver's 64- and 128-bit
 *    products and divisions: 17.8 s as assumptions, about 2 s in scopes;
 *    examples/bmc_example1.c, sums of up to 255 bytes: 168 of its 510 paths
 *    in 20 s as assumptions, all 510 in 13.5 s with long sums in scopes).
 * A query with floating point goes to a fresh solver instead (fp_solver),
 * and so does one that reads a constant table through a multiplexer of over
 * TABLE_BLAST_LEAVES leaves: bit-blasted up front, the tree is a circuit the
 * SAT solver decides at once, where the SMT core splits on its ites
 * (bench/harnesses/h_utf8.c's query on utf8proc's property tables at the
 * index of an ASCII byte's decomposition: 7.8 s in the long-lived solver,
 * 0.5 s in a fresh bit-blasting one; tests/diff/mem/const_table.c).
 * A push/pop scope was 3-4x faster than a fresh solver per query on tiny
 * queries. Z3_mk_solver's default combined solver was 4x slower than a
 * fresh simple solver, the "qfbv" tactic 2.5x slower. */
static SolverResult z3_backend_check(Z3Backend *z, Expr *const *cs, size_t n, Expr *const *vars,
                              size_t nvars, uint8_t *vals) {
  Z3_context c = z->ctx;
  if (z->tcount > TCACHE_MAX) tcache_clear(z);
  z3_error = Z3_OK;
  Z3_solver sv = get_solver(z, n), qs = sv;   /* qs: the solver of this query */
  SolverResult res = SOLVER_UNKNOWN;
  bool scoped = false;   /* see above */
  /* The limits hold from here: translating a read of a big table can take
   * longer than solving. */
  bool armed = watchdog_arm(z);
  if (!armed) goto done;
  bool fp = false;
  for (size_t i = 0; i < n; i++) {
    if (!translate(z, cs[i])) goto done;
    const TSlot *t = tcache_slot(z, cs[i]);
    scoped |= t->has_mul || t->adds > SCOPED_ADDS;
    fp |= t->has_fp || t->big_table;
  }
  z->lits.len = 0;
  if (fp) {
    scoped = false;
    qs = fp_solver(z);
    for (size_t i = 0; i < n; i++) Z3_solver_assert(c, qs, tcache_get(z, cs[i]));
    if (!assert_divisions(z, qs, cs, n, true) || z3_error != Z3_OK) goto done;
  } else {
    if (scoped) Z3_solver_push(c, sv);
    for (size_t i = 0; i < n; i++) {
      if (scoped) {
        Z3_solver_assert(c, sv, tcache_get(z, cs[i]));
        continue;
      }
      TSlot *t = tcache_slot(z, cs[i]);
      Z3_ast p = implied(z, sv, t->ast, &t->lit, &t->lit_gen);
      if (!p || z3_error != Z3_OK) goto done;
      VEC_PUSH(z->lits, p);
    }
    if (!assert_divisions(z, sv, cs, n, scoped) || z3_error != Z3_OK) goto done;
  }
  if (z->wd.fired) goto done;
  Z3_lbool r = Z3_solver_check_assumptions(c, qs, (unsigned)z->lits.len, z->lits.data);
  if (z3_error != Z3_OK || r == Z3_L_UNDEF) goto done;
  if (r == Z3_L_FALSE) {
    res = SOLVER_UNSAT;
    goto done;
  }
  Z3_model m = Z3_solver_get_model(c, qs);
  if (!m) goto done;
  Z3_model_inc_ref(c, m);
  res = SOLVER_SAT;
  for (size_t i = 0; i < nvars && res == SOLVER_SAT; i++) {
    Z3_ast v = translate(z, vars[i]), out = NULL;
    unsigned u = 0;
    if (!v || !Z3_model_eval(c, m, v, true, &out) || !out) {
      res = SOLVER_UNKNOWN;
      break;
    }
    Z3_inc_ref(c, out);
    if (!Z3_get_numeral_uint(c, out, &u)) res = SOLVER_UNKNOWN;
    Z3_dec_ref(c, out);
    vals[i] = (uint8_t)u;
  }
  Z3_model_dec_ref(c, m);
done:
  if (armed) watchdog_disarm(z);
  if (qs != sv) Z3_solver_dec_ref(c, qs);
  release_temps(z);
  if (scoped) Z3_solver_pop(c, sv, 1);
  if (z3_error != Z3_OK) res = SOLVER_UNKNOWN;
  if (res == SOLVER_UNKNOWN) z->sv_queries = SOLVER_RENEW;
  /* A query stopped by a limit may have left huge terms in the cache. */
  if (z->wd.fired) tcache_clear(z);
  z3_error = Z3_OK;
  return res;
}

/* ---- The layer (layer.h) ------------------------------------------------------------ */

typedef struct Z3Layer {
  SolverLayer base;
  Z3Backend *z;
} Z3Layer;

static SolverResult z3_layer_check(SolverLayer *l, SolverQuery *q) {
  double t0 = util_now();
  SolverResult r = z3_backend_check(((Z3Layer *)l)->z, q->cs, q->ncs, q->vars, q->nvars, q->vals);
  l->stats->z3_time += util_now() - t0;
  if (r == SOLVER_UNKNOWN) l->stats->z3_unknown++;
  return layer_answer(l, q, r);
}

static void z3_layer_free(SolverLayer *l) {
  z3_backend_free(((Z3Layer *)l)->z);
  xfree(l, sizeof(Z3Layer));
}

static const SolverLayerOps z3_ops = {"Z3", z3_layer_check, z3_layer_free};

SolverLayer *layer_z3_new(double timeout_s) {
  Z3Layer *l = xcalloc(1, sizeof *l);
  l->base.ops = &z3_ops;
  l->z = z3_backend_new(timeout_s);
  return &l->base;
}

void layer_z3_set_limits(SolverLayer *l, double run_deadline, const volatile sig_atomic_t *interrupt,
                         double max_rss) {
  z3_backend_set_limits(((Z3Layer *)l)->z, run_deadline, interrupt, max_rss);
}

/* ---- Implication with existentially quantified variables (subsumption) ------------- */

enum { IMPLIES_TIMEOUT = 1 };

/* Is lhs[0] ∧ ... ⇒ ∃V. rhs[0] ∧ ... valid, where V are the input bytes of
 * rhs outside the arrays keep[0..nkeep)? The bytes rhs shares with lhs are
 * bound in it all the same: the two sides are two states' formulas over
 * their own values, tied only through the kept arrays. Asked of a fresh
 * solver (quantifiers), within the backend's limits. */
static SolverValidity z3_backend_implies(Z3Backend *z, Expr *const *lhs, size_t n1, Expr *const *rhs, size_t n2,
                                         Array *const *keep, size_t nkeep) {
  Z3_context c = z->ctx;
  if (z->tcount > TCACHE_MAX) tcache_clear(z);
  z3_error = Z3_OK;
  SolverValidity res = SOLVER_VALIDITY_UNKNOWN;
  VarScratch w = {0};
  VEC(Z3_app) bound = {0};
  VEC(Z3_ast) body = {0};
  VEC(Z3_ast) left = {0};
  Z3_solver sv = NULL;
  double limit = z->timeout_s;   /* a drop is an optimisation: at most IMPLIES_TIMEOUT s */
  if (limit <= 0 || limit > IMPLIES_TIMEOUT) z->timeout_s = IMPLIES_TIMEOUT;
  bool armed = watchdog_arm(z);
  z->timeout_s = limit;
  if (!armed) goto done;
  for (size_t i = 0; i < n1 + n2; i++) {
    Expr *e = i < n1 ? lhs[i] : rhs[i - n1];
    if (!translate(z, e)) goto done;
    const TSlot *t = tcache_slot(z, e);
    if (t->has_div || t->has_fp) goto done; /* their side conditions are not part of the terms */
    Z3_ast a = t->ast;
    Z3_inc_ref(c, a);
    if (i < n1) VEC_PUSH(left, a);
    else VEC_PUSH(body, a);
  }
  for (size_t i = 0; i < n2; i++) {
    VarSet *vs = varset(&w, rhs[i]);
    for (uint32_t k = 0; k < vs->n; k++) {
      const Array *arr = vs->v[k]->u.arr;
      bool kept = false;
      for (size_t j = 0; j < nkeep && !kept; j++) kept = keep[j] == arr;
      Z3_app app = Z3_to_app(c, tcache_get(z, vs->v[k]));
      bool dup = kept;
      for (size_t j = 0; j < bound.len && !dup; j++) dup = bound.data[j] == app;
      if (!dup) VEC_PUSH(bound, app);
    }
  }
  Z3_ast conj = body.len ? Z3_mk_and(c, (unsigned)body.len, body.data) : Z3_mk_true(c);
  Z3_inc_ref(c, conj);
  Z3_ast ex = bound.len ? Z3_mk_exists_const(c, 0, (unsigned)bound.len, bound.data, 0, NULL, conj) : conj;
  Z3_inc_ref(c, ex);
  Z3_ast neg = Z3_mk_not(c, ex);
  Z3_inc_ref(c, neg);
  /* The solver for logic BV (quantified bit-vectors): the default solver's
   * MBQI took the 10 s limit on the paper's Figure 4 (test_subsume), BV
   * answers it in milliseconds. */
  sv = Z3_mk_solver_for_logic(c, Z3_mk_string_symbol(c, "BV"));
  Z3_solver_inc_ref(c, sv);
  for (size_t i = 0; i < left.len; i++) Z3_solver_assert(c, sv, left.data[i]);
  Z3_solver_assert(c, sv, neg);
  Z3_lbool r = z3_error == Z3_OK && !z->wd.fired ? Z3_solver_check(c, sv) : Z3_L_UNDEF;
  Z3_dec_ref(c, neg), Z3_dec_ref(c, ex), Z3_dec_ref(c, conj);
  if (z3_error == Z3_OK) res = r == Z3_L_FALSE ? SOLVER_VALID : r == Z3_L_TRUE ? SOLVER_INVALID : res;
done:
  if (armed) watchdog_disarm(z);
  if (sv) Z3_solver_dec_ref(c, sv);
  for (size_t i = 0; i < left.len; i++) Z3_dec_ref(c, left.data[i]);
  for (size_t i = 0; i < body.len; i++) Z3_dec_ref(c, body.data[i]);
  VEC_FREE(left);
  VEC_FREE(body);
  VEC_FREE(bound);
  varscratch_free(&w);
  release_temps(z);
  if (z->wd.fired) tcache_clear(z);
  if (z3_error != Z3_OK) res = SOLVER_VALIDITY_UNKNOWN;
  z3_error = Z3_OK;
  return res;
}

SolverValidity layer_z3_implies(SolverLayer *l, Expr *const *lhs, size_t n1, Expr *const *rhs, size_t n2,
                                Array *const *keep, size_t nkeep) {
  if (!l || l->ops != &z3_ops) return SOLVER_VALIDITY_UNKNOWN;
  double t0 = util_now();
  SolverValidity r = z3_backend_implies(((Z3Layer *)l)->z, lhs, n1, rhs, n2, keep, nkeep);
  l->stats->z3_time += util_now() - t0;
  l->stats->z3_queries++;
  return r;
}
