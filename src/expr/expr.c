/* expr: hash-consed, reference-counted expressions with simplifying
 * constructors, and models. See expr.h for the contract.
 *
 * Invariants (beyond expr.h's):
 *  - A table's `slots` hold exactly its live nodes (open addressing, linear
 *    probing, backward-shift deletion). A node leaves it when its count
 *    reaches 0, just before it is freed; freeing walks an explicit stack.
 *  - A CONST's value is masked to its width; unused fields of a node are 0,
 *    so structural equality is a field-by-field comparison.
 *  - Commutative nodes have their operands in `before` order (constants
 *    first, then increasing id).
 *  - mk() is the raw node maker; everything else goes through the public,
 *    simplifying constructors, which only ever rewrite into smaller or
 *    canonical forms (so the rewriting terminates). Rules recurse through
 *    constructors, at most MAX_REWRITE_DEPTH deep, whatever the DAG.
 */
#include "expr/expr.h"
#include "expr/fp.h"
#include "expr/fp_exact.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static const struct {
  const char *name;
  uint8_t arity, comm;
} kinds[EXPR_NUM_KINDS] = {
#define X(name, arity, comm) {#name, arity, comm},
    EXPR_KINDS(X)
#undef X
};

/* ---- Bit-vector arithmetic on u128 ------------------------------------- */

static inline u128 mask128(unsigned w) {
  return w >= 128 ? ~(u128)0 : (((u128)1 << w) - 1);
}
static inline __int128 sx128(u128 v, unsigned w) {
  if (w >= 128) return (__int128)v;
  unsigned s = 128 - w;
  return (__int128)(v << s) >> s;
}
static inline bool msb(u128 v, unsigned w) { return (v >> (w - 1)) & 1; }
static inline u128 neg(u128 v, unsigned w) { return (0 - v) & mask128(w); }
static inline u128 udiv(u128 x, u128 y, unsigned w) { return y ? x / y : mask128(w); }
static inline u128 urem(u128 x, u128 y) { return y ? x % y : x; }

/* Is v of the form 2^k (returns k) ? */
static int log2_exact(u128 v) {
  if (!v || (v & (v - 1))) return -1;
  int k = 0;
  while (!(v & 1)) v >>= 1, k++;
  return k;
}

/* x OP y at width w (operands masked); comparisons give 0/1. SMT-LIB
 * semantics for division by zero and over-wide shifts. */
static u128 fold_binary(ExprKind k, unsigned w, u128 x, u128 y) {
  u128 m = mask128(w);
  switch (k) {
  case EXPR_ADD: return (x + y) & m;
  case EXPR_SUB: return (x - y) & m;
  case EXPR_MUL: return (x * y) & m;
  case EXPR_UDIV: return udiv(x, y, w);
  case EXPR_UREM: return urem(x, y);
  case EXPR_SDIV: {
    bool nx = msb(x, w), ny = msb(y, w);
    u128 q = udiv(nx ? neg(x, w) : x, ny ? neg(y, w) : y, w);
    return nx != ny ? neg(q, w) : q;
  }
  case EXPR_SREM: {
    bool nx = msb(x, w), ny = msb(y, w);
    u128 r = urem(nx ? neg(x, w) : x, ny ? neg(y, w) : y);
    return nx ? neg(r, w) : r;
  }
  case EXPR_AND: return x & y;
  case EXPR_OR: return x | y;
  case EXPR_XOR: return x ^ y;
  case EXPR_SHL: return y >= w ? 0 : (x << (unsigned)y) & m;
  case EXPR_LSHR: return y >= w ? 0 : x >> (unsigned)y;
  case EXPR_ASHR: {
    __int128 s = sx128(x, w);
    if (y >= w) return s < 0 ? m : 0;
    return (u128)(s >> (unsigned)y) & m;
  }
  case EXPR_EQ: return x == y;
  case EXPR_ULT: return x < y;
  case EXPR_ULE: return x <= y;
  case EXPR_SLT: return sx128(x, w) < sx128(y, w);
  case EXPR_SLE: return sx128(x, w) <= sx128(y, w);
  default: die("fold_binary: bad kind %d", (int)k);
  }
}

static inline bool is_cmp(ExprKind k) { return k >= EXPR_EQ && k <= EXPR_SLE; }

/* ---- The unique table ---------------------------------------------------- */

/* A slot keeps the node's hash next to the pointer, so probing and
 * backward-shift deletion touch only the table, not the nodes. */
typedef struct {
  Expr *e;   /* NULL = empty */
  uint64_t hash;
} Slot;

/* expr_eval's work stack frame and memo slot (see Evaluation below). */
typedef struct {
  const Expr *e;
  const Expr *cur;   /* SELECT: current position in the store chain */
  u128 idx;          /* SELECT: the index value */
  uint32_t stage;
} EvalFrame;

typedef struct {
  const Expr *key;
  uint32_t gen;
  u128 val;
} MemoSlot;

struct ExprTable {
  Slot *slots;
  size_t cap, count;            /* count: live nodes */
  uint32_t next_id;
  unsigned rewrite_depth;       /* nested rule applications (MAX_REWRITE_DEPTH) */
  void (*cache_hook)(Expr *);
  VEC(Expr *) free_stack;       /* scratch for expr_dec */
  VEC(Array *) arrays;
  uint32_t next_array_id;
  /* expr_eval's scratch */
  VEC(EvalFrame) ev_stack;
  VEC(u128) ev_vals;
  MemoSlot *memo;
  size_t memo_cap, memo_count;
  uint32_t memo_gen;
};

ExprTable *expr_table_new(void) { return xcalloc(1, sizeof(ExprTable)); }

static uint64_t node_hash(const Expr *e) {
  uint64_t h = hash_mix((uint64_t)e->kind | (uint64_t)e->width << 8 | (uint64_t)e->nkids << 24,
                        e->aux);
  for (int i = 0; i < e->nkids; i++) h = hash_mix(h, e->kid[i]->id);
  switch (e->kind) {
  case EXPR_CONST:
    h = hash_mix(h, (uint64_t)e->u.value);
    h = hash_mix(h, (uint64_t)(e->u.value >> 64));
    break;
  case EXPR_VAR: h = hash_mix(h, e->u.arr->id); break;
  case EXPR_ARR_BASE: h = hash_mix(h, hash_bytes(e->u.bytes, e->aux)); break;
  default: break;
  }
  return h;
}

static bool node_equal(const Expr *a, const Expr *b) {
  if (a->hash != b->hash || a->kind != b->kind || a->width != b->width || a->aux != b->aux)
    return false;
  for (int i = 0; i < a->nkids; i++)
    if (a->kid[i] != b->kid[i]) return false;
  switch (a->kind) {
  case EXPR_CONST: return a->u.value == b->u.value;
  case EXPR_VAR: return a->u.arr == b->u.arr;
  case EXPR_ARR_BASE: return memcmp(a->u.bytes, b->u.bytes, a->aux) == 0;
  default: return true;
  }
}

static void tab_grow(ExprTable *t) {
  size_t ncap = t->cap ? 2 * t->cap : 1024;
  Slot *n = xcalloc(ncap, sizeof(Slot)), *tab = t->slots;
  for (size_t i = 0; i < t->cap; i++) {
    if (!tab[i].e) continue;
    size_t j = tab[i].hash & (ncap - 1);
    while (n[j].e) j = (j + 1) & (ncap - 1);
    n[j] = tab[i];
  }
  xfree(tab, t->cap * sizeof(Slot));
  t->slots = n;
  t->cap = ncap;
}

static void tab_remove(ExprTable *t, Expr *e) {
  Slot *tab = t->slots;
  size_t mask = t->cap - 1, i = e->hash & mask;
  while (tab[i].e != e) i = (i + 1) & mask;
  for (size_t j = i;;) {
    j = (j + 1) & mask;
    if (!tab[j].e) break;
    size_t home = tab[j].hash & mask;
    /* tab[j] may stay if its home lies cyclically in (i, j]. */
    bool stays = i <= j ? (i < home && home <= j) : (i < home || home <= j);
    if (stays) continue;
    tab[i] = tab[j];
    i = j;
  }
  tab[i].e = NULL;
  t->count--;
}

static void array_range(const Expr *arr, const Expr *index, uint64_t *lo, uint64_t *hi);

/* The smallest all-ones number >= x: the bound of an or, xor. */
static uint64_t ones_above(uint64_t x) {
  for (unsigned s = 1; s < 64; s *= 2) x |= x >> s;
  return x;
}

/* Unsigned bounds [lo, hi] of a new node, from its kids' bounds in O(1)
 * (a SELECT's: from the bytes its index's bounds reach, array_range).
 * Sound but coarse: anything not understood gets the full range. */
static void set_range(Expr *e) {
  unsigned w = e->width;
  uint64_t full = w >= 64 ? ~0ull : w ? (1ull << w) - 1 : 0;
  e->lo = 0;
  e->hi = full;
  if (w == 0 || w > 64) return;
  const Expr *a = e->kid[0], *b = e->kid[1];
  switch (e->kind) {
  case EXPR_CONST: e->lo = e->hi = (uint64_t)e->u.value; break;
  case EXPR_VAR: break;
  case EXPR_ZEXT:
    if (a->width <= 64) e->lo = a->lo, e->hi = a->hi;
    break;
  case EXPR_SEXT: /* a number whose sign bit is never set keeps its value */
    if (a->width <= 64 && a->hi >> (a->width - 1) == 0) e->lo = a->lo, e->hi = a->hi;
    break;
  case EXPR_SUB:
    if (a->lo >= b->hi) e->lo = a->lo - b->hi, e->hi = a->hi - b->lo;
    break;
  case EXPR_OR:
    e->lo = a->lo > b->lo ? a->lo : b->lo;
    e->hi = ones_above(a->hi | b->hi) & full;
    break;
  case EXPR_XOR:
    e->hi = ones_above(a->hi | b->hi) & full;
    break;
  case EXPR_SHL: /* by a constant, when no bit is shifted out */
    if (b->lo == b->hi && b->lo < w && a->hi <= full >> b->lo) e->lo = a->lo << b->lo, e->hi = a->hi << b->lo;
    break;
  case EXPR_SELECT: array_range(a, b, &e->lo, &e->hi); break;
  case EXPR_ADD:
    if (a->width <= 64 && (u128)a->hi + b->hi <= full) e->lo = a->lo + b->lo, e->hi = a->hi + b->hi;
    break;
  case EXPR_MUL:
    if (a->width <= 64 && (u128)a->hi * b->hi <= full) e->lo = a->lo * b->lo, e->hi = a->hi * b->hi;
    break;
  case EXPR_AND:
    e->hi = a->hi < b->hi ? a->hi : b->hi;
    break;
  case EXPR_UDIV:
    if (b->lo > 0) e->lo = a->lo / b->hi, e->hi = a->hi / b->lo;
    break;
  case EXPR_UREM:
    if (b->lo > 0) e->hi = b->hi - 1 < a->hi ? b->hi - 1 : a->hi;
    break;
  case EXPR_LSHR:
    e->hi = a->hi >> (b->lo < 64 ? b->lo : 63);
    break;
  case EXPR_ASHR: /* a shift of a number whose sign bit is never set */
    if (a->hi >> (w - 1) == 0) e->hi = a->hi >> (b->lo < 64 ? b->lo : 63);
    break;
  case EXPR_ITE:
    e->lo = b->lo < e->kid[2]->lo ? b->lo : e->kid[2]->lo;
    e->hi = b->hi > e->kid[2]->hi ? b->hi : e->kid[2]->hi;
    break;
  case EXPR_CONCAT:
    if (w <= 64) e->lo = (a->lo << b->width) | b->lo, e->hi = (a->hi << b->width) | b->hi;
    break;
  case EXPR_EXTRACT: /* (a >> aux) within the width when a's bound is: the bytes of a loaded number */
    if (a->width <= 64 && e->aux < 64 && (a->hi >> e->aux) <= full) e->hi = a->hi >> e->aux;
    break;
  default: break;
  }
}

/* The raw maker: returns a new reference to the unique node equal to `key`
 * in key->tab (kids borrowed; ARR_BASE bytes copied when a node is created). */
static Expr *mk_node(Expr *key) {
  ExprTable *t = key->tab;
  key->hash = node_hash(key);
  if ((t->count + 1) * 2 > t->cap) tab_grow(t);
  Slot *tab = t->slots;
  size_t mask = t->cap - 1, i = key->hash & mask;
  for (; tab[i].e; i = (i + 1) & mask)
    if (tab[i].hash == key->hash && node_equal(tab[i].e, key)) return expr_inc(tab[i].e);
  Expr *e = xmalloc(sizeof(Expr));
  *e = *key;
  e->refs = 1;
  e->id = ++t->next_id;
  e->cache = NULL;
  for (int k = 0; k < e->nkids; k++) expr_inc(e->kid[k]);
  if (e->kind == EXPR_ARR_BASE) {
    uint8_t *b = xmalloc(e->aux);
    memcpy(b, key->u.bytes, e->aux);
    e->u.bytes = b;
  }
  set_range(e);
  tab[i] = (Slot){e, e->hash};
  t->count++;
  return e;
}

/* A node with kids: it lives in their table. */
static Expr *mk(ExprKind k, unsigned width, uint32_t aux, Expr *a, Expr *b, Expr *c) {
#ifdef SYMX_STRICT
  if ((b && b->tab != a->tab) || (c && c->tab != a->tab)) die("expr: operands of two tables");
#endif
  Expr key;
  memset(&key, 0, sizeof key);
  key.tab = a->tab;
  key.kind = (uint8_t)k;
  key.nkids = kinds[k].arity;
  key.width = (uint16_t)width;
  key.aux = aux;
  key.kid[0] = a;
  key.kid[1] = b;
  key.kid[2] = c;
  return mk_node(&key);
}

/* Releases one reference; the last one frees e and, iteratively, every kid
 * whose count drops to 0 (the solver's cache hook runs first). */
void expr_dec(Expr *e) {
  if (!e) return;
  if (e->refs == 0) die("expr_dec: node %u has no references", e->id);
  if (--e->refs) return;
  ExprTable *t = e->tab;
  size_t base = t->free_stack.len;
  VEC_PUSH(t->free_stack, e);
  while (t->free_stack.len > base) {
    Expr *x = t->free_stack.data[--t->free_stack.len];
    tab_remove(t, x);
    if (x->cache && t->cache_hook) t->cache_hook(x);
    for (int k = 0; k < x->nkids; k++)
      if (--x->kid[k]->refs == 0) VEC_PUSH(t->free_stack, x->kid[k]);
    if (x->kind == EXPR_ARR_BASE) xfree((void *)x->u.bytes, x->aux);
    xfree(x, sizeof(Expr));
  }
}

/* See expr.h: the solver owns Expr.cache. */
void expr_set_cache_hook(ExprTable *t, void (*free_cache)(Expr *e)) { t->cache_hook = free_cache; }

size_t expr_live_count(const ExprTable *t) { return t->count; }

/* ---- Arrays ----------------------------------------------------------------- */

/* A new input array of t with t's next id; freed by expr_table_free. */
Array *array_new(ExprTable *t, const char *name, uint32_t size) {
  Array *a = xmalloc(sizeof(Array));
  a->tab = t;
  a->id = t->next_array_id++;
  a->size = size;
  a->name = xstrdup(name);
  a->line = 0;
  VEC_PUSH(t->arrays, a);
  return a;
}

/* ---- Small helpers for the simplifier ---------------------------------------
 * They follow the constructors' convention: borrow arguments, return a new
 * reference. `take` variants consume (decrement) some arguments. */

static inline bool is_k(const Expr *e, ExprKind k) { return e->kind == k; }
static inline bool is_c(const Expr *e) { return e->kind == EXPR_CONST; }
static inline bool is_cv(const Expr *e, u128 v) { return e->kind == EXPR_CONST && e->u.value == v; }
static inline bool is_ones(const Expr *e) { return is_cv(e, mask128(e->width)); }
/* Is a the complement of b? Negated comparisons are flipped comparisons
 * (see expr_not), so ult(x, y) and ule(y, x) are complements too. */
static bool is_not_of(const Expr *a, const Expr *b) {
  if ((a->kind == EXPR_NOT && a->kid[0] == b) || (b->kind == EXPR_NOT && b->kid[0] == a)) return true;
  if (a->width != 1 || a->nkids != 2 || b->nkids != 2 || a->kid[0] != b->kid[1] ||
      a->kid[1] != b->kid[0])
    return false;
  switch (a->kind) {
  case EXPR_ULT: return b->kind == EXPR_ULE;
  case EXPR_ULE: return b->kind == EXPR_ULT;
  case EXPR_SLT: return b->kind == EXPR_SLE;
  case EXPR_SLE: return b->kind == EXPR_SLT;
  default: return false;
  }
}

/* Rewrite rules call constructors recursively. Most recursions are bounded
 * by the width, but a few follow the DAG (an extract pushed through a chain
 * of bitwise operations with constants, an equality through a chain of
 * additions and xors with constants), so rewriting is cut off below
 * MAX_REWRITE_DEPTH nested rule applications: deeper nodes are built as they
 * are. Sound, merely less simplified, and the C stack stays small. */
#define MAX_REWRITE_DEPTH 200

/* Canonical operand order: constants first, then by id. */
static inline bool before(const Expr *a, const Expr *b) {
  if (is_c(a) != is_c(b)) return is_c(a);
  if (a->id != b->id) return a->id < b->id;
  return (uintptr_t)a < (uintptr_t)b;
}

/* Applies f(a, b) and releases a and b. */
static Expr *bin_take(ExprKind k, Expr *a, Expr *b) {
  Expr *r = expr_binary(k, a, b);
  expr_dec(a);
  expr_dec(b);
  return r;
}
static Expr *concat_take(Expr *h, Expr *l) {
  Expr *r = expr_concat(h, l);
  expr_dec(h);
  expr_dec(l);
  return r;
}
/* Binary op with a fresh constant as its first operand. */
static Expr *bin_c(ExprKind k, unsigned w, u128 c, Expr *x) {
  return bin_take(k, expr_const(x->tab, w, c), expr_inc(x));
}

/* The constant `value` truncated to `width` (1..128) bits. */
Expr *expr_const(ExprTable *t, unsigned width, u128 value) {
  if (width < 1 || width > 128) die("expr_const: bad width %u", width);
  Expr key;
  memset(&key, 0, sizeof key);
  key.tab = t;
  key.kind = EXPR_CONST;
  key.width = (uint16_t)width;
  key.u.value = value & mask128(width);
  return mk_node(&key);
}

Expr *expr_bool(ExprTable *t, bool b) { return expr_const(t, 1, b); }

/* Input byte arr[index]; index must be < arr->size. */
Expr *expr_var(Array *arr, uint32_t index) {
  if (index >= arr->size) die("expr_var: index %u out of %s[%u]", index, arr->name, arr->size);
  Expr key;
  memset(&key, 0, sizeof key);
  key.tab = arr->tab;
  key.kind = EXPR_VAR;
  key.width = 8;
  key.aux = index;
  key.u.arr = arr;
  return mk_node(&key);
}

/* Bits of e known to be 0 from its structure (constants, zero-extensions and
 * concatenations only, so that extracting the other bits always lands on a
 * piece). */
static u128 known_zero(const Expr *e, int depth) {
  u128 m = mask128(e->width);
  switch (e->kind) {
  case EXPR_CONST: return ~e->u.value & m;
  case EXPR_ZEXT:
    return (m & ~mask128(e->kid[0]->width)) | (depth > 0 ? known_zero(e->kid[0], depth - 1) : 0);
  case EXPR_CONCAT:
    if (depth <= 0) return 0;
    return (known_zero(e->kid[0], depth - 1) << e->kid[1]->width) |
           known_zero(e->kid[1], depth - 1);
  default: return 0;
  }
}

/* a|b, a^b and a+b coincide when no bit can be 1 in both. Then the result is
 * built piecewise from extracts of a and b, which reassembles values that
 * C code splits with shifts and masks. NULL if not disjoint. */
static Expr *merge_disjoint(Expr *a, Expr *b) {
  unsigned w = a->width;
  u128 m = mask128(w);
  u128 za = known_zero(a, 8), zb = known_zero(b, 8);
  if (za == 0 || zb == 0) return NULL;
  u128 nza = ~za & m, nzb = ~zb & m;
  if (nza & nzb) return NULL;
  Expr *r = NULL;
  for (unsigned lo = 0; lo < w;) {
    int src = (nza >> lo) & 1 ? 1 : (nzb >> lo) & 1 ? 2 : 0;
    unsigned hi = lo + 1;
    while (hi < w && ((nza >> hi) & 1 ? 1 : (nzb >> hi) & 1 ? 2 : 0) == src) hi++;
    Expr *p = src == 0 ? expr_const(a->tab, hi - lo, 0) : expr_extract(src == 1 ? a : b, lo, hi - lo);
    r = r ? concat_take(p, r) : p;
    lo = hi;
  }
  return r;
}

/* Constant c as a comparison against a zero/sign extension of x: the
 * truncated constant when it is in range, else NULL. */
static bool fits_ext(ExprKind ext, u128 c, unsigned from, unsigned to) {
  if (ext == EXPR_ZEXT) return (c & ~mask128(from)) == 0;
  return ((u128)sx128(c & mask128(from), from) & mask128(to)) == c;
}

static Expr *simplify_eq(Expr *a, Expr *b) {
  unsigned w = a->width;
  if (a == b) return expr_bool(a->tab, true);
  if (is_not_of(a, b)) return expr_bool(a->tab, false);
  if (!is_c(a)) return NULL;
  u128 c = a->u.value;
  if (w == 1) return c ? expr_inc(b) : expr_not(b);
  switch (b->kind) {
  case EXPR_ADD:
    if (is_c(b->kid[0])) return bin_c(EXPR_EQ, w, c - b->kid[0]->u.value, b->kid[1]);
    break;
  case EXPR_SUB:
    if (is_c(b->kid[0])) return bin_c(EXPR_EQ, w, b->kid[0]->u.value - c, b->kid[1]);
    break;
  case EXPR_XOR:
    if (is_c(b->kid[0])) return bin_c(EXPR_EQ, w, b->kid[0]->u.value ^ c, b->kid[1]);
    break;
  case EXPR_NOT: return bin_c(EXPR_EQ, w, ~c, b->kid[0]);
  case EXPR_ZEXT:
  case EXPR_SEXT: {
    unsigned from = b->kid[0]->width;
    if (!fits_ext(b->kind, c, from, w)) return expr_bool(a->tab, false);
    return bin_c(EXPR_EQ, from, c, b->kid[0]);
  }
  case EXPR_CONCAT: {
    unsigned lw = b->kid[1]->width;
    Expr *h = bin_c(EXPR_EQ, b->kid[0]->width, c >> lw, b->kid[0]);
    Expr *l = bin_c(EXPR_EQ, lw, c, b->kid[1]);
    return bin_take(EXPR_AND, h, l);
  }
  case EXPR_ITE:
    if (is_c(b->kid[1]) && is_c(b->kid[2])) {
      bool t = b->kid[1]->u.value == c, f = b->kid[2]->u.value == c;
      if (t && f) return expr_bool(a->tab, true);
      if (!t && !f) return expr_bool(a->tab, false);
      return t ? expr_inc(b->kid[0]) : expr_not(b->kid[0]);
    }
    break;
  default: break;
  }
  return NULL;
}

/* Unsigned and signed comparisons with a constant or extension operand. */
static Expr *simplify_cmp(ExprKind k, Expr *a, Expr *b) {
  unsigned w = a->width;
  u128 m = mask128(w);
  bool strict = k == EXPR_ULT || k == EXPR_SLT;
  if (a == b) return expr_bool(a->tab, !strict);
  if (w == 1 && (k == EXPR_ULT || k == EXPR_ULE)) {
    /* a < b is !a & b; a <= b is !a | b. */
    Expr *na = expr_not(a);
    Expr *r = expr_binary(strict ? EXPR_AND : EXPR_OR, na, b);
    expr_dec(na);
    return r;
  }
  if (k == EXPR_ULT || k == EXPR_ULE) {
    /* Decided by the operands' ranges. */
    if (w <= 64) {
      if (strict ? a->hi < b->lo : a->hi <= b->lo) return expr_bool(a->tab, true);
      if (strict ? a->lo >= b->hi : a->lo > b->hi) return expr_bool(a->tab, false);
      /* x + y never wraps (by range) => y <= x + y, and x + y < y is false. */
      const Expr *sum = strict ? a : b, *part = strict ? b : a;
      if (is_k(sum, EXPR_ADD) && (sum->kid[0] == part || sum->kid[1] == part) &&
          (u128)sum->kid[0]->hi + sum->kid[1]->hi <= m)
        return expr_bool(a->tab, !strict);
    }
    if (strict && (is_cv(b, 0) || is_cv(a, m))) return expr_bool(a->tab, false);
    if (!strict && (is_cv(a, 0) || is_cv(b, m))) return expr_bool(a->tab, true);
    if (strict && is_cv(a, 0)) return expr_ne(a, b);            /* 0 < b  <=>  b != 0 */
    if (!strict && is_cv(b, 0)) return expr_eq(b, a);           /* a <= 0 <=> a == 0 */
    if (strict && is_cv(b, 1)) return bin_c(EXPR_EQ, w, 0, a);  /* a < 1  <=> a == 0 */
    if (!strict && is_cv(a, m)) return expr_eq(a, b);           /* max <= b */
    /* Zero extensions: compare the narrow values, or decide by range. */
    if (is_k(a, EXPR_ZEXT) && is_k(b, EXPR_ZEXT) && a->kid[0]->width == b->kid[0]->width)
      return expr_binary(k, a->kid[0], b->kid[0]);
    if (is_k(a, EXPR_ZEXT) && is_c(b)) {
      u128 top = mask128(a->kid[0]->width);
      if (b->u.value > top) return expr_bool(a->tab, true);
      if (!strict && b->u.value == top) return expr_bool(a->tab, true);
      return bin_take(k, expr_inc(a->kid[0]), expr_const(a->tab, a->kid[0]->width, b->u.value));
    }
    if (is_c(a) && is_k(b, EXPR_ZEXT)) {
      u128 top = mask128(b->kid[0]->width);
      if (a->u.value > top) return expr_bool(a->tab, false);
      if (strict && a->u.value == top) return expr_bool(a->tab, false);
      return bin_c(k, b->kid[0]->width, a->u.value, b->kid[0]);
    }
  } else {
    u128 smin = (u128)1 << (w - 1), smax = smin - 1;
    if (strict && (is_cv(b, smin) || is_cv(a, smax))) return expr_bool(a->tab, false);
    if (!strict && (is_cv(a, smin) || is_cv(b, smax))) return expr_bool(a->tab, true);
    if (is_k(a, EXPR_SEXT) && is_k(b, EXPR_SEXT) && a->kid[0]->width == b->kid[0]->width)
      return expr_binary(k, a->kid[0], b->kid[0]);
    /* Two zero extensions are non-negative: compare them unsigned. */
    if (is_k(a, EXPR_ZEXT) && is_k(b, EXPR_ZEXT))
      return expr_binary(strict ? EXPR_ULT : EXPR_ULE, a, b);
  }
  return NULL;
}

/* The identities of one binary kind; a and b are in canonical order and not
 * both constant. NULL when nothing applies. */
/* x as a value of `v` bits that extends to x by `ext` (EXPR_SEXT or
 * EXPR_ZEXT): the extension's operand, or a constant that fits; NULL if
 * neither. A new reference. */
static Expr *narrow_operand(Expr *x, ExprKind ext, unsigned v) {
  if (is_k(x, ext) && x->kid[0]->width == v) return expr_inc(x->kid[0]);
  if (!is_c(x)) return NULL;
  u128 low = x->u.value & mask128(v);
  bool fits = ext == EXPR_ZEXT ? low == x->u.value : ((u128)sx128(low, v) & mask128(x->width)) == x->u.value;
  return fits ? expr_const(x->tab, v, low) : NULL;
}

/* Division and remainder of two extended values of the same narrower width
 * are the narrow operation extended (C's promotions undone): always for
 * the remainders (|r| < |b|; x % 0 == x at every width); for the quotients
 * only by a constant where the wide and narrow results cannot differ (not
 * 0, whose quotient is all ones at each width, nor -1, where INT_MIN / -1
 * overflows the narrow width). NULL when it does not apply. */
static Expr *narrow_div_rem(ExprKind k, Expr *a, Expr *b) {
  ExprKind ext = k == EXPR_UDIV || k == EXPR_UREM ? EXPR_ZEXT : EXPR_SEXT;
  Expr *ext_of = is_k(a, ext) ? a : is_k(b, ext) ? b : NULL;
  if (!ext_of) return NULL;
  unsigned v = ext_of->kid[0]->width, w = a->width;
  if (k == EXPR_UDIV || k == EXPR_SDIV) {
    if (!is_c(b) || b->u.value == 0 || (k == EXPR_SDIV && b->u.value == mask128(w))) return NULL;
  }
  Expr *na = narrow_operand(a, ext, v), *nb = na ? narrow_operand(b, ext, v) : NULL;
  Expr *r = NULL;
  if (na && nb) {
    Expr *n = expr_binary(k, na, nb);
    r = ext == EXPR_ZEXT ? expr_zext(n, w) : expr_sext(n, w);
    expr_dec(n);
  }
  expr_dec(na);
  expr_dec(nb);
  return r;
}

/* Whether r + p is x % y + y * (x / y) (either order, signed or unsigned):
 * that sum is x at every value, division by 0 and INT_MIN / -1 included
 * (x / 0 is multiplied by 0, and x % 0 == x). Programs write it to check
 * a quotient and remainder (div(), ldiv()). */
static Expr *div_rem_identity(Expr *r, Expr *p) {
  if (!is_k(r, EXPR_UREM) && !is_k(r, EXPR_SREM)) return NULL;
  if (!is_k(p, EXPR_MUL)) return NULL;
  ExprKind dk = is_k(r, EXPR_UREM) ? EXPR_UDIV : EXPR_SDIV;
  Expr *x = r->kid[0], *y = r->kid[1];
  for (int i = 0; i < 2; i++) {
    Expr *q = p->kid[1 - i];
    if (p->kid[i] == y && is_k(q, dk) && q->kid[0] == x && q->kid[1] == y) return expr_inc(x);
  }
  return NULL;
}

static Expr *simplify_binary(ExprKind k, Expr *a, Expr *b) {
  unsigned w = a->width;
  u128 m = mask128(w);
  Expr *r;
  switch (k) {
  case EXPR_ADD:
    if (w == 1) return expr_binary(EXPR_XOR, a, b);
    if (is_cv(a, 0)) return expr_inc(b);
    if (is_c(a) && is_k(b, EXPR_ADD) && is_c(b->kid[0]))
      return bin_c(EXPR_ADD, w, a->u.value + b->kid[0]->u.value, b->kid[1]);
    if (is_c(a) && is_k(b, EXPR_SUB) && is_c(b->kid[0]))
      return bin_c(EXPR_SUB, w, a->u.value + b->kid[0]->u.value, b->kid[1]);
    if (!is_c(a)) {
      /* Pull constants outward: (c1+x) + (c2+y) -> (c1+c2) + (x+y). */
      bool ca = is_k(a, EXPR_ADD) && is_c(a->kid[0]), cb = is_k(b, EXPR_ADD) && is_c(b->kid[0]);
      if (ca || cb) {
        u128 c = (ca ? a->kid[0]->u.value : 0) + (cb ? b->kid[0]->u.value : 0);
        Expr *s = expr_binary(EXPR_ADD, ca ? a->kid[1] : a, cb ? b->kid[1] : b);
        r = bin_c(EXPR_ADD, w, c, s);
        expr_dec(s);
        return r;
      }
    }
    if ((r = div_rem_identity(a, b)) || (r = div_rem_identity(b, a))) return r;
    return merge_disjoint(a, b);
  case EXPR_SUB:
    if (w == 1) return expr_binary(EXPR_XOR, a, b);
    if (a == b) return expr_const(a->tab, w, 0);
    if (is_c(b)) return bin_c(EXPR_ADD, w, neg(b->u.value, w), a);
    if (is_c(a) && is_k(b, EXPR_ADD) && is_c(b->kid[0]))
      return bin_c(EXPR_SUB, w, a->u.value - b->kid[0]->u.value, b->kid[1]);
    if (is_k(a, EXPR_ADD) && is_c(a->kid[0])) {    /* (c+x) - y -> c + (x-y) */
      Expr *s = expr_binary(EXPR_SUB, a->kid[1], b);
      r = bin_c(EXPR_ADD, w, a->kid[0]->u.value, s);
      expr_dec(s);
      return r;
    }
    if (is_k(b, EXPR_ADD) && is_c(b->kid[0])) {    /* x - (c+y) -> -c + (x-y) */
      Expr *s = expr_binary(EXPR_SUB, a, b->kid[1]);
      r = bin_c(EXPR_ADD, w, neg(b->kid[0]->u.value, w), s);
      expr_dec(s);
      return r;
    }
    return NULL;
  case EXPR_MUL:
    if (w == 1) return expr_binary(EXPR_AND, a, b);
    if (is_cv(a, 0)) return expr_const(a->tab, w, 0);
    if (is_cv(a, 1)) return expr_inc(b);
    if (is_c(a) && is_k(b, EXPR_MUL) && is_c(b->kid[0]))
      return bin_c(EXPR_MUL, w, a->u.value * b->kid[0]->u.value, b->kid[1]);
    return NULL;
  case EXPR_UDIV:
    if (is_cv(b, 0)) return expr_const(a->tab, w, m);
    if (is_cv(b, 1)) return expr_inc(a);
    if (is_c(b) && log2_exact(b->u.value) > 0)
      return bin_take(EXPR_LSHR, expr_inc(a), expr_const(a->tab, w, log2_exact(b->u.value)));
    return narrow_div_rem(k, a, b);
  case EXPR_UREM:
    if (is_cv(b, 0)) return expr_inc(a);
    if (is_cv(b, 1) || a == b) return expr_const(a->tab, w, 0);
    if (is_c(b) && log2_exact(b->u.value) > 0) return bin_c(EXPR_AND, w, b->u.value - 1, a);
    return narrow_div_rem(k, a, b);
  case EXPR_SDIV:
    if (is_cv(b, 1)) return expr_inc(a);
    if (is_cv(b, m)) return bin_c(EXPR_SUB, w, 0, a);
    return narrow_div_rem(k, a, b);
  case EXPR_SREM:
    if (is_cv(b, 0)) return expr_inc(a);
    if (is_cv(b, 1) || is_cv(b, m) || a == b) return expr_const(a->tab, w, 0);
    return narrow_div_rem(k, a, b);
  case EXPR_AND:
    if (is_cv(a, 0) || is_not_of(a, b)) return expr_const(a->tab, w, 0);
    if (is_ones(a) || a == b) return expr_inc(b);
    if (is_c(a) && is_k(b, EXPR_AND) && is_c(b->kid[0]))
      return bin_c(EXPR_AND, w, a->u.value & b->kid[0]->u.value, b->kid[1]);
    if (is_c(a)) {
      /* A contiguous mask of ones [lo, lo+len) selects a bit field. */
      u128 c = a->u.value;
      unsigned lo = 0, len = 0;
      while (!((c >> lo) & 1)) lo++;
      while (lo + len < w && ((c >> (lo + len)) & 1)) len++;
      if (((mask128(len) << lo) & m) == c) {
        r = expr_extract(b, lo, len);
        if (lo) r = concat_take(r, expr_const(a->tab, lo, 0));
        if (lo + len < w) {
          Expr *z = expr_zext(r, w);
          expr_dec(r);
          r = z;
        }
        return r;
      }
    }
    return NULL;
  case EXPR_OR:
    if (is_cv(a, 0) || a == b) return expr_inc(b);
    if (is_ones(a) || is_not_of(a, b)) return expr_const(a->tab, w, m);
    if (is_c(a) && is_k(b, EXPR_OR) && is_c(b->kid[0]))
      return bin_c(EXPR_OR, w, a->u.value | b->kid[0]->u.value, b->kid[1]);
    return merge_disjoint(a, b);
  case EXPR_XOR:
    if (is_cv(a, 0)) return expr_inc(b);
    if (a == b) return expr_const(a->tab, w, 0);
    if (is_not_of(a, b)) return expr_const(a->tab, w, m);
    if (is_ones(a)) return expr_not(b);
    if (is_c(a) && is_k(b, EXPR_XOR) && is_c(b->kid[0]))
      return bin_c(EXPR_XOR, w, a->u.value ^ b->kid[0]->u.value, b->kid[1]);
    return merge_disjoint(a, b);
  case EXPR_SHL:
  case EXPR_LSHR:
  case EXPR_ASHR:
    if (is_cv(b, 0)) return expr_inc(a);
    if (is_cv(a, 0)) return expr_const(a->tab, w, 0);
    if (!is_c(b)) return NULL;
    if (b->u.value >= w) {
      if (k != EXPR_ASHR) return expr_const(a->tab, w, 0);
      return bin_take(EXPR_ASHR, expr_inc(a), expr_const(a->tab, w, w - 1));
    }
    {
      /* Shifts by constants become bit-field moves. */
      unsigned s = (unsigned)b->u.value;
      if (k == EXPR_SHL) return concat_take(expr_extract(a, 0, w - s), expr_const(a->tab, s, 0));
      Expr *x = expr_extract(a, s, w - s);
      r = k == EXPR_LSHR ? expr_zext(x, w) : expr_sext(x, w);
      expr_dec(x);
      return r;
    }
  case EXPR_EQ: return simplify_eq(a, b);
  case EXPR_ULT:
  case EXPR_ULE:
  case EXPR_SLT:
  case EXPR_SLE: return simplify_cmp(k, a, b);
  default: return NULL;
  }
}

/* a OP b with folding, canonical operand order and the identities above;
 * comparisons have width 1. */
Expr *expr_binary(ExprKind k, Expr *a, Expr *b) {
  if (k < EXPR_ADD || k > EXPR_SLE || k == EXPR_NOT) die("expr_binary: bad kind %d", (int)k);
  if (a->width != b->width || a->width == 0)
    die("expr_binary(%s): widths %u and %u", kinds[k].name, a->width, b->width);
  unsigned w = a->width;
  if (is_c(a) && is_c(b))
    return expr_const(a->tab, is_cmp(k) ? 1 : w, fold_binary(k, w, a->u.value, b->u.value));
  if (kinds[k].comm && before(b, a)) {
    Expr *t = a;
    a = b;
    b = t;
  }
  if (k == EXPR_EQ && (w == 64 || w == 32) && (is_c(a) || is_c(b))) {
    Expr *r = fp_exact_bits_eq(a, b);
    if (r) return r;
  }
  if (a->tab->rewrite_depth < MAX_REWRITE_DEPTH) {
    a->tab->rewrite_depth++;
    Expr *r = simplify_binary(k, a, b);
    a->tab->rewrite_depth--;
    if (r) return r;
  }
  return mk(k, is_cmp(k) ? 1 : w, 0, a, b, NULL);
}

/* Bitwise complement. Negated comparisons become flipped comparisons
 * (!(a < b) is b <= a), so a NOT never wraps a comparison other than EQ. */
Expr *expr_not(Expr *a) {
  if (a->width == 0) die("expr_not: array operand");
  unsigned w = a->width;
  switch (a->kind) {
  case EXPR_CONST: return expr_const(a->tab, w, ~a->u.value);
  case EXPR_NOT: return expr_inc(a->kid[0]);
  case EXPR_ULT: return expr_binary(EXPR_ULE, a->kid[1], a->kid[0]);
  case EXPR_ULE: return expr_binary(EXPR_ULT, a->kid[1], a->kid[0]);
  case EXPR_SLT: return expr_binary(EXPR_SLE, a->kid[1], a->kid[0]);
  case EXPR_SLE: return expr_binary(EXPR_SLT, a->kid[1], a->kid[0]);
  case EXPR_XOR:
    if (is_c(a->kid[0])) return bin_c(EXPR_XOR, w, ~a->kid[0]->u.value, a->kid[1]);
    break;
  default: break;
  }
  return mk(EXPR_NOT, w, 0, a, NULL, NULL);
}

/* Zero extension to width >= a->width. */
Expr *expr_zext(Expr *a, unsigned width) {
  if (a->width == 0 || width < a->width || width > 128)
    die("expr_zext: %u -> %u", a->width, width);
  if (width == a->width) return expr_inc(a);
  if (is_c(a)) return expr_const(a->tab, width, a->u.value);
  if (is_k(a, EXPR_ZEXT)) return expr_zext(a->kid[0], width);
  return mk(EXPR_ZEXT, width, 0, a, NULL, NULL);
}

/* Sign extension to width >= a->width. */
Expr *expr_sext(Expr *a, unsigned width) {
  if (a->width == 0 || width < a->width || width > 128)
    die("expr_sext: %u -> %u", a->width, width);
  if (width == a->width) return expr_inc(a);
  if (is_c(a)) return expr_const(a->tab, width, (u128)sx128(a->u.value, a->width));
  if (is_k(a, EXPR_SEXT)) return expr_sext(a->kid[0], width);
  if (is_k(a, EXPR_ZEXT)) return expr_zext(a->kid[0], width);   /* sign bit is 0 */
  return mk(EXPR_SEXT, width, 0, a, NULL, NULL);
}

/* The rules of expr_extract (a not constant, the range not all of a); NULL
 * when none applies. */
/* Whether some of x's bits are at most one new node: a constant, an
 * extension or an extract (pushing an extract into an operation's operands
 * must not copy the expressions under them). */
static bool narrows_cheaply(const Expr *x) {
  return is_c(x) || is_k(x, EXPR_ZEXT) || is_k(x, EXPR_SEXT) || is_k(x, EXPR_EXTRACT);
}

static Expr *simplify_extract(Expr *a, unsigned lo, unsigned width) {
  Expr *x = a->kid[0], *r;
  switch (a->kind) {
  case EXPR_EXTRACT: return expr_extract(x, a->aux + lo, width);
  case EXPR_CONCAT: {
    Expr *l = a->kid[1];
    unsigned lw = l->width;
    if (lo + width <= lw) return expr_extract(l, lo, width);
    if (lo >= lw) return expr_extract(x, lo - lw, width);
    return concat_take(expr_extract(x, 0, lo + width - lw), expr_extract(l, lo, lw - lo));
  }
  case EXPR_ZEXT: {
    unsigned xw = x->width;
    if (lo + width <= xw) return expr_extract(x, lo, width);
    if (lo >= xw) return expr_const(a->tab, width, 0);
    Expr *t = expr_extract(x, lo, xw - lo);
    r = expr_zext(t, width);
    expr_dec(t);
    return r;
  }
  case EXPR_SEXT: {
    unsigned xw = x->width;
    if (lo + width <= xw) return expr_extract(x, lo, width);
    Expr *t = lo < xw ? expr_extract(x, lo, xw - lo) : expr_extract(x, xw - 1, 1);
    r = expr_sext(t, width);
    expr_dec(t);
    return r;
  }
  case EXPR_NOT: {
    Expr *t = expr_extract(x, lo, width);
    r = expr_not(t);
    expr_dec(t);
    return r;
  }
  case EXPR_AND:
  case EXPR_OR:
  case EXPR_XOR:
    if (is_c(x))
      return bin_take((ExprKind)a->kind, expr_const(a->tab, width, x->u.value >> lo),
                      expr_extract(a->kid[1], lo, width));
    if (narrows_cheaply(x) && narrows_cheaply(a->kid[1]))
      return bin_take((ExprKind)a->kind, expr_extract(x, lo, width), expr_extract(a->kid[1], lo, width));
    break;
  case EXPR_ADD:
  case EXPR_SUB:
  case EXPR_MUL:
    /* The low bits of a sum, difference or product depend only on the
     * operands' low bits: C's integer promotions (a char sum done in int,
     * then truncated) become arithmetic at the narrow width, and the solver
     * gets a narrower query. */
    if (lo == 0 && narrows_cheaply(x) && narrows_cheaply(a->kid[1]))
      return bin_take((ExprKind)a->kind, expr_extract(x, 0, width), expr_extract(a->kid[1], 0, width));
    break;
  case EXPR_ITE:
    if (is_c(a->kid[1]) && is_c(a->kid[2])) {
      Expr *t = expr_const(a->tab, width, a->kid[1]->u.value >> lo);
      Expr *f = expr_const(a->tab, width, a->kid[2]->u.value >> lo);
      r = expr_ite(x, t, f);
      expr_dec(t);
      expr_dec(f);
      return r;
    }
    break;
  default: break;
  }
  return NULL;
}

/* Bits [lo, lo + width) of a, pushed through extracts, concatenations,
 * extensions and bitwise operations with constants. */
Expr *expr_extract(Expr *a, unsigned lo, unsigned width) {
  if (width < 1 || a->width == 0 || lo + width > a->width)
    die("expr_extract: [%u, +%u) of width %u", lo, width, a->width);
  if (lo == 0 && width == a->width) return expr_inc(a);
  if (is_c(a)) return expr_const(a->tab, width, a->u.value >> lo);
  if (width == 1 && lo + 1 == a->width && (a->width == 64 || a->width == 32)) { /* an FP value's sign */
    Expr *r = fp_exact_sign(a);
    if (r) return r;
  }
  if (a->tab->rewrite_depth < MAX_REWRITE_DEPTH) {
    a->tab->rewrite_depth++;
    Expr *r = simplify_extract(a, lo, width);
    a->tab->rewrite_depth--;
    if (r) return r;
  }
  return mk(EXPR_EXTRACT, width, lo, a, NULL, NULL);
}

/* concat(extract(x, lo+k, m), extract(x, lo, k)) -> extract(x, lo, k+m);
 * two constants -> one. NULL otherwise. */
static Expr *merge_adjacent(Expr *h, Expr *l) {
  if (is_c(h) && is_c(l))
    return expr_const(h->tab, h->width + l->width, h->u.value << l->width | l->u.value);
  if (is_k(h, EXPR_EXTRACT) && is_k(l, EXPR_EXTRACT) && h->kid[0] == l->kid[0] &&
      h->aux == l->aux + l->width)
    return expr_extract(h->kid[0], l->aux, h->width + l->width);
  return NULL;
}

/* h:l (h the high part). Adjacent extracts of one value merge, so bytes
 * split off a value and concatenated back give the value itself. */
Expr *expr_concat(Expr *h, Expr *l) {
  unsigned w = h->width + l->width;
  if (h->width == 0 || l->width == 0 || w > 128) die("expr_concat: widths %u, %u", h->width, l->width);
  Expr *r = merge_adjacent(h, l);
  if (r) return r;
  /* Keep concatenations right-nested: concat(concat(a, b), c) -> concat(a, concat(b, c)). */
  if (is_k(h, EXPR_CONCAT)) return concat_take(expr_inc(h->kid[0]), expr_concat(h->kid[1], l));
  if (is_k(l, EXPR_CONCAT) && (r = merge_adjacent(h, l->kid[0])))
    return concat_take(r, expr_inc(l->kid[1]));
  /* Zero extensions go outermost: concat(0, l) and concat(zext(a), l). */
  if (is_cv(h, 0)) return expr_zext(l, w);
  if (is_k(h, EXPR_ZEXT)) {
    Expr *t = expr_concat(h->kid[0], l);
    r = expr_zext(t, w);
    expr_dec(t);
    return r;
  }
  return mk(EXPR_CONCAT, w, 0, h, l, NULL);
}

/* c ? t : f for bit-vectors (not arrays). Width-1 ites become and/or/not. */
Expr *expr_ite(Expr *c, Expr *t, Expr *f) {
  if (c->width != 1 || t->width != f->width || t->width == 0)
    die("expr_ite: widths %u, %u, %u", c->width, t->width, f->width);
  if (is_c(c)) return expr_inc(c->u.value ? t : f);
  if (t == f) return expr_inc(t);
  /* Conditions are never negations: ite(!c, t, f) -> ite(c, f, t), and a
   * non-strict comparison is the negation of a strict one. */
  if (is_k(c, EXPR_NOT)) return expr_ite(c->kid[0], f, t);
  if (is_k(c, EXPR_ULE) || is_k(c, EXPR_SLE)) {
    Expr *nc = expr_not(c);
    Expr *r = expr_ite(nc, f, t);
    expr_dec(nc);
    return r;
  }
  if (is_k(t, EXPR_ITE) && t->kid[0] == c) return expr_ite(c, t->kid[1], f);
  if (is_k(f, EXPR_ITE) && f->kid[0] == c) return expr_ite(c, t, f->kid[2]);
  if (t->width == 1) {
    if (is_c(t) || t == c) {   /* c ? 1 : f = c | f;  c ? 0 : f = !c & f */
      if (is_cv(t, 0)) {
        Expr *nc = expr_not(c);
        Expr *r = expr_binary(EXPR_AND, nc, f);
        expr_dec(nc);
        return r;
      }
      return expr_binary(EXPR_OR, c, f);
    }
    if (is_c(f) || f == c) {   /* c ? t : 0 = c & t;  c ? t : 1 = !c | t */
      if (is_cv(f, 1)) {
        Expr *nc = expr_not(c);
        Expr *r = expr_binary(EXPR_OR, nc, t);
        expr_dec(nc);
        return r;
      }
      return expr_binary(EXPR_AND, c, t);
    }
  }
  return mk(EXPR_ITE, t->width, 0, c, t, f);
}

/* Zero extension or truncation to `width`. */
Expr *expr_resize(Expr *a, unsigned width) {
  return width >= a->width ? expr_zext(a, width) : expr_extract(a, 0, width);
}

/* not(eq(a, b)). */
Expr *expr_ne(Expr *a, Expr *b) {
  Expr *e = expr_eq(a, b);
  Expr *r = expr_not(e);
  expr_dec(e);
  return r;
}

Expr *expr_and(Expr *a, Expr *b) { return expr_binary(EXPR_AND, a, b); }
Expr *expr_or(Expr *a, Expr *b) { return expr_binary(EXPR_OR, a, b); }

/* ---- Arrays of bytes ------------------------------------------------------- */

static bool is_array(const Expr *e) { return e->kind == EXPR_ARR_BASE || e->kind == EXPR_ARR_STORE; }

/* A constant array holding a copy of bytes[0..size), 0 beyond. */
Expr *expr_arr_base(ExprTable *t, const uint8_t *bytes, uint32_t size) {
  Expr key;
  memset(&key, 0, sizeof key);
  key.tab = t;
  key.kind = EXPR_ARR_BASE;
  key.aux = size;
  key.u.bytes = bytes;
  return mk_node(&key);
}

/* arr with byte `value` (width 8) at `index` (width 64). */
Expr *expr_arr_store(Expr *arr, Expr *index, Expr *value) {
  if (!is_array(arr) || index->width != 64 || value->width != 8)
    die("expr_arr_store: bad operands (kinds %s, widths %u, %u)", kinds[arr->kind].name,
        index->width, value->width);
  /* A store over a store at the same index replaces it. */
  if (is_k(arr, EXPR_ARR_STORE) && arr->kid[1] == index) return expr_arr_store(arr->kid[0], index, value);
  /* Storing back what is there changes nothing. */
  if (is_k(value, EXPR_SELECT) && value->kid[0] == arr && value->kid[1] == index) return expr_inc(arr);
  if (is_k(arr, EXPR_ARR_BASE) && is_c(index) && is_c(value)) {
    u128 i = index->u.value;
    if ((i < arr->aux ? arr->u.bytes[i] : 0) == value->u.value) return expr_inc(arr);
  }
  return mk(EXPR_ARR_STORE, 0, 0, arr, index, value);
}

enum { AFFINE_DEPTH = 16 };

static Affine affine(const Expr *e, int depth) {
  Affine self = {0, 1, e};
  if (depth > AFFINE_DEPTH || e->width > 64 || e->width < 2) return self;
  uint64_t full = e->width >= 64 ? ~0ull : (1ull << e->width) - 1;
  const Expr *a = e->kid[0], *b = e->kid[1];
  uint64_t k;
  switch (e->kind) {
  case EXPR_ZEXT:
    return a->width >= 2 ? affine(a, depth + 1) : self;
  case EXPR_SEXT:
    return a->width >= 2 && a->hi >> (a->width - 1) == 0 ? affine(a, depth + 1) : self;
  case EXPR_ADD: /* constants come first */
    if (!is_c(a) || (u128)a->lo + b->hi > full) return self;
    {
      Affine r = affine(b, depth + 1);
      r.c += a->lo;
      return r;
    }
  case EXPR_MUL:
    if (!is_c(a)) return self;
    k = a->lo, b = e->kid[1];
    break;
  case EXPR_SHL:
    if (!is_c(b) || b->lo >= e->width) return self;
    k = 1ull << b->lo, b = a;
    break;
  default: return self;
  }
  if (k == 0 || (u128)k * b->hi > full) return self;
  Affine r = affine(b, depth + 1);
  if ((u128)k * r.s > full) return self;
  r.c *= k; /* both within c + s * x's bound, which k * b->hi is */
  r.s *= k;
  return r;
}

Affine expr_affine(const Expr *e) {
  Affine r = affine(e, 0);
  uint64_t full = e->width >= 64 ? ~0ull : (1ull << e->width) - 1;
  if (r.x->width > 64 || (u128)r.c + (u128)r.s * r.x->hi > full) return (Affine){0, 1, e}; /* checked, not assumed */
  return r;
}

/* Bounds of the bytes a read of arr at `index` can give: the values of the
 * stores whose index may be the read's and the constant bytes the index's
 * bounds reach (0 past the end; of an index c + s * x, those at x's bounds:
 * expr_affine). The full range when the chain has more
 * than ARRAY_RANGE_STORES stores or the bounds reach more than
 * ARRAY_RANGE_SCAN bytes, so that a program reading a big buffer at many
 * symbolic offsets does not scan it each time (a select is made once:
 * hash-consing). */
enum { ARRAY_RANGE_STORES = 64, ARRAY_RANGE_SCAN = 1 << 12 };

static void array_range(const Expr *arr, const Expr *index, uint64_t *lo, uint64_t *hi) {
  *lo = 0;
  *hi = 255;
  uint64_t vlo = 255, vhi = 0; /* nothing yet */
  unsigned stores = 0;
  for (; arr->kind == EXPR_ARR_STORE; arr = arr->kid[0]) {
    const Expr *at = arr->kid[1], *v = arr->kid[2];
    if (++stores > ARRAY_RANGE_STORES) return;
    if (at->hi < index->lo || at->lo > index->hi) continue; /* never the read's index */
    if (v->lo < vlo) vlo = v->lo;
    if (v->hi > vhi) vhi = v->hi;
  }
  /* the bytes at c + s * x for x in x's bounds, up to the end */
  Affine ix = expr_affine(index);
  uint64_t n = arr->aux, xlo = ix.x->lo, xhi = ix.x->hi;
  uint64_t xend = ix.c >= n ? 0 : (n - 1 - ix.c) / ix.s + 1; /* the first x past the end */
  if (xhi >= xend) vlo = 0; /* past the end reads 0 */
  if (xlo < xend) {
    uint64_t last = xhi < xend - 1 ? xhi : xend - 1;
    if (last - xlo >= ARRAY_RANGE_SCAN) return;
    for (uint64_t x = xlo; x <= last; x++) {
      uint8_t v = arr->u.bytes[ix.c + ix.s * x];
      if (v < vlo) vlo = v;
      if (v > vhi) vhi = v;
    }
  }
  if (vlo > vhi) return; /* no byte reachable: cannot be, keep the full range */
  *lo = vlo;
  *hi = vhi;
}

/* The byte of arr at index (width 64). A constant index walks the store
 * chain past stores at other constant indices; a store at the same index
 * expression (or equal constant) gives its value; a byte the index's bounds
 * allow only one value of is that constant (array_range). */
Expr *expr_select(Expr *arr, Expr *index) {
  if (!is_array(arr) || index->width != 64)
    die("expr_select: bad operands (kind %s, index width %u)", kinds[arr->kind].name, index->width);
  Expr *cur = arr;
  for (;;) {
    if (is_k(cur, EXPR_ARR_STORE)) {
      if (cur->kid[1] == index) return expr_inc(cur->kid[2]);
      if (is_c(index) && is_c(cur->kid[1])) {   /* different constants */
        cur = cur->kid[0];
        continue;
      }
      break;
    }
    /* ARR_BASE */
    if (is_c(index)) {
      u128 i = index->u.value;
      return expr_const(arr->tab, 8, i < cur->aux ? cur->u.bytes[i] : 0);
    }
    bool all_zero = true;
    for (uint32_t i = 0; i < cur->aux && all_zero; i++) all_zero = cur->u.bytes[i] == 0;
    if (all_zero) return expr_const(arr->tab, 8, 0);
    break;
  }
  Expr *r = mk(EXPR_SELECT, 8, 0, cur, index, NULL);
  if (r->lo == r->hi) { /* set_range's array_range: one value */
    Expr *k = expr_const(arr->tab, 8, r->lo);
    expr_dec(r);
    return k;
  }
  return r;
}

/* ---- Floating point ------------------------------------------------------
 * The operations' semantics on bit patterns are fp.c's, for constants and
 * for expr_eval alike. Beyond constant folding, the one rewriting is
 * fp_exact.c's: arithmetic on values that are always small integers. */

static bool fp_width(unsigned w) { return w == 32 || w == 64 || w == 80; }

Expr *expr_fp_binary(ExprKind k, Expr *a, Expr *b) {
  if (!(k >= EXPR_FADD && k <= EXPR_FDIV) && !(k >= EXPR_FOEQ && k <= EXPR_FUNO))
    die("expr_fp_binary: bad kind %d", (int)k);
  if (a->width != b->width || !fp_width(a->width))
    die("expr_fp_binary(%s): widths %u and %u", kinds[k].name, a->width, b->width);
  unsigned w = k >= EXPR_FOEQ ? 1 : a->width;
  if (is_c(a) && is_c(b))
    return expr_const(a->tab, w, fp_apply(k, w, a->width, 0, a->u.value, b->u.value));
  Expr *exact = fp_exact_binary(k, a, b);
  if (exact) return exact;
  return mk(k, w, 0, a, b, NULL);
}

Expr *expr_fp_unary(ExprKind k, Expr *a, unsigned width, uint32_t aux) {
  bool ok;
  switch (k) {
  case EXPR_FSQRT: case EXPR_FRINT: ok = fp_width(a->width) && width == a->width; break;
  case EXPR_FPTOSI: case EXPR_FPTOUI: ok = fp_width(a->width) && width >= 1 && width <= 64; break;
  case EXPR_SITOFP: case EXPR_UITOFP: ok = a->width >= 1 && a->width <= 64 && fp_width(width); break;
  case EXPR_FPEXT: ok = fp_width(a->width) && fp_width(width) && a->width < width; break;
  case EXPR_FPTRUNC: ok = fp_width(a->width) && fp_width(width) && a->width > width; break;
  default: ok = false; break;
  }
  if (!ok) die("expr_fp_unary(%d): widths %u to %u", (int)k, a->width, width);
  if (k != EXPR_FRINT) aux = 0;
  if (is_c(a)) return expr_const(a->tab, width, fp_apply(k, width, a->width, aux, a->u.value, 0));
  Expr *exact = fp_exact_unary(k, a, width);
  if (exact) return exact;
  return mk(k, width, aux, a, NULL, NULL);
}

Expr *expr_fp_fma(Expr *a, Expr *b, Expr *c) {
  if (a->width != b->width || a->width != c->width || !fp_width(a->width) || a->width == 80)
    die("expr_fp_fma: widths %u, %u and %u", a->width, b->width, c->width);
  if (is_c(a) && is_c(b) && is_c(c))
    return expr_const(a->tab, a->width, fp_fma(a->width, (uint64_t)a->u.value, (uint64_t)b->u.value,
                                               (uint64_t)c->u.value));
  return mk(EXPR_FFMA, a->width, 0, a, b, c);
}

/* FCMP's predicate (LLVM's: the set of outcomes it accepts, bits 0 equal,
 * 1 greater, 2 less, 3 unordered) as a disjunction of outcomes, or the
 * negation of the disjunction of the others when it accepts three or four. */
Expr *expr_fcmp(unsigned pred, Expr *a, Expr *b) {
  pred &= 15;
  bool negate = __builtin_popcount(pred) > 2;
  if (negate) pred ^= 15;
  Expr *r = expr_bool(a->tab, false);
  for (unsigned k = 0; k < 4; k++) {
    if (!(pred >> k & 1)) continue;
    Expr *o = k == 0 ? expr_fp_binary(EXPR_FOEQ, a, b) : k == 1 ? expr_fp_binary(EXPR_FOLT, b, a)
            : k == 2 ? expr_fp_binary(EXPR_FOLT, a, b) : expr_fp_binary(EXPR_FUNO, a, b);
    Expr *n = expr_or(r, o);
    expr_dec(r), expr_dec(o);
    r = n;
  }
  if (negate) {
    Expr *n = expr_not(r);
    expr_dec(r);
    r = n;
  }
  return r;
}

/* Whether FPTOSI/FPTOUI (k) of x to w bits is defined (fp.h's
 * fp_to_int_fits as an expression). */
Expr *expr_fp_to_int_fits(ExprKind k, unsigned w, Expr *x) {
  unsigned kw = x->width;
  bool sgn = k == EXPR_FPTOSI;
  Expr *lo = expr_const(x->tab, kw, fp_from_double(kw, sgn ? -ldexp(1, (int)w - 1) : 0.0));
  Expr *hi = expr_const(x->tab, kw, fp_from_double(kw, ldexp(1, sgn ? (int)w - 1 : (int)w)));
  Expr *t = expr_fp_unary(EXPR_FRINT, x, kw, FP_RTZ);
  Expr *above = expr_fp_binary(EXPR_FOLE, lo, t), *below = expr_fp_binary(EXPR_FOLT, t, hi);
  Expr *ok = expr_and(above, below);
  expr_dec(lo), expr_dec(hi), expr_dec(t), expr_dec(above), expr_dec(below);
  return ok;
}

/* ---- Printing -------------------------------------------------------------- */

static void print_u128(FILE *f, u128 v) {
  char buf[48];
  int n = 0;
  do {
    buf[n++] = (char)('0' + (int)(v % 10));
    v /= 10;
  } while (v);
  while (n) fputc(buf[--n], f);
}

static void print_rec(FILE *f, const Expr *e, int depth) {
  if (depth > 200) {
    fputs("...", f);
    return;
  }
  switch (e->kind) {
  case EXPR_CONST:
    if (e->width == 1) fputs(e->u.value ? "true" : "false", f);
    else print_u128(f, e->u.value);
    return;
  case EXPR_VAR: fprintf(f, "%s@%u", e->u.arr->name, e->aux); return;
  case EXPR_ARR_BASE:
    fprintf(f, "(bytes %u", e->aux);
    for (uint32_t i = 0; i < e->aux && i < 16; i++) fprintf(f, " %u", e->u.bytes[i]);
    fputs(e->aux > 16 ? " ...)" : ")", f);
    return;
  default: break;
  }
  fputc('(', f);
  for (const char *p = kinds[e->kind].name; *p; p++) fputc(*p >= 'A' && *p <= 'Z' ? *p - 'A' + 'a' : *p, f);
  if (e->width) fprintf(f, " w%u", e->width);
  if (e->kind == EXPR_EXTRACT) fprintf(f, " @%u", e->aux);
  if (e->kind == EXPR_FRINT) fprintf(f, " r%u", e->aux);
  for (int i = 0; i < e->nkids; i++) {
    fputc(' ', f);
    print_rec(f, e->kid[i], depth + 1);
  }
  fputc(')', f);
}

/* Prefix form, e.g. (add w32 5 (zext w32 x@0)); a shared node is printed at
 * each use, and nesting deeper than 200 prints as "...". */
void expr_print(FILE *f, const Expr *e) { print_rec(f, e, 0); }

/* ---- Models -----------------------------------------------------------------
 * A sorted vector (by array id) of byte buffers. Buffers are shared
 * copy-on-write between copies of a model, so model_copy costs one small
 * vector. */

typedef struct ModelBuf {
  uint32_t refs, size;
  uint8_t bytes[];
} ModelBuf;

typedef struct ModelEntry {
  uint32_t arr_id;
  ModelBuf *buf;
} ModelEntry;

struct Model {
  ModelEntry *e;
  size_t len, cap;
};

static void buf_release(ModelBuf *b) {
  if (--b->refs == 0) xfree(b, sizeof(ModelBuf) + b->size);
}

/* An empty model: every byte is 0. */
Model *model_new(void) { return xcalloc(1, sizeof(Model)); }

/* A copy sharing m's buffers copy-on-write (cost: one small vector). */
Model *model_copy(const Model *m) {
  Model *c = xmalloc(sizeof(Model));
  c->len = c->cap = m->len;
  c->e = c->cap ? xmalloc(c->cap * sizeof(ModelEntry)) : NULL;
  for (size_t i = 0; i < m->len; i++) {
    c->e[i] = m->e[i];
    c->e[i].buf->refs++;
  }
  return c;
}

/* Frees m (NULL allowed). */
void model_free(Model *m) {
  if (!m) return;
  for (size_t i = 0; i < m->len; i++) buf_release(m->e[i].buf);
  xfree(m->e, m->cap * sizeof(ModelEntry));
  xfree(m, sizeof(Model));
}

/* Position of arr_id in m (or where it would be inserted). */
static size_t model_find(const Model *m, uint32_t arr_id) {
  size_t lo = 0, hi = m->len;
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    if (m->e[mid].arr_id < arr_id) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/* The value of arr[index] in m (0 if unassigned). */
uint8_t model_get(const Model *m, const Array *arr, uint32_t index) {
  size_t i = model_find(m, arr->id);
  if (i == m->len || m->e[i].arr_id != arr->id) return 0;
  const ModelBuf *b = m->e[i].buf;
  return index < b->size ? b->bytes[index] : 0;
}

/* Assigns arr[index] in m, copying a shared buffer first. */
void model_set(Model *m, const Array *arr, uint32_t index, uint8_t value) {
  size_t i = model_find(m, arr->id);
  if (i == m->len || m->e[i].arr_id != arr->id) {
    if (value == 0) return;   /* unassigned bytes read as 0 already */
    if (m->len == m->cap) {
      size_t nc = m->cap ? 2 * m->cap : 4;
      m->e = xrealloc(m->e, m->cap * sizeof(ModelEntry), nc * sizeof(ModelEntry));
      m->cap = nc;
    }
    memmove(m->e + i + 1, m->e + i, (m->len - i) * sizeof(ModelEntry));
    m->len++;
    uint32_t size = arr->size > index ? arr->size : index + 1;
    ModelBuf *b = xcalloc(1, sizeof(ModelBuf) + size);
    b->refs = 1;
    b->size = size;
    m->e[i] = (ModelEntry){arr->id, b};
  }
  ModelBuf *b = m->e[i].buf;
  if (index < b->size && b->bytes[index] == value) return;
  if (b->refs > 1 || index >= b->size) {   /* copy on write, or grow */
    uint32_t size = b->size > index ? b->size : index + 1;
    ModelBuf *n = xcalloc(1, sizeof(ModelBuf) + size);
    n->refs = 1;
    n->size = size;
    memcpy(n->bytes, b->bytes, b->size);
    buf_release(b);
    m->e[i].buf = b = n;
  }
  b->bytes[index] = value;
}

/* ---- Evaluation -------------------------------------------------------------
 * Iterative post-order over the DAG with a work stack and a value stack.
 * Nodes with more than one reference are memoized for the duration of one
 * call (a node with a single reference has a single parent, so it is reached
 * at most as often as that parent); every node is thus evaluated once. The
 * memo uses generation stamps, so starting a call costs nothing. */

enum { EV_ENTER, EV_APPLY, EV_SELECT_IDX, EV_STORE_IDX, EV_SELECT_VAL };

static size_t ptr_slot(const void *p, size_t mask) {
  return (size_t)hash_mix(0, (uint64_t)(uintptr_t)p) & mask;
}

static bool memo_get(const ExprTable *t, const Expr *e, u128 *v) {
  if (!t->memo_cap) return false;
  const MemoSlot *memo = t->memo;
  for (size_t i = ptr_slot(e, t->memo_cap - 1);; i = (i + 1) & (t->memo_cap - 1)) {
    if (memo[i].gen != t->memo_gen) return false;
    if (memo[i].key == e) {
      *v = memo[i].val;
      return true;
    }
  }
}

static void memo_grow(ExprTable *t) {
  size_t ncap = t->memo_cap ? 2 * t->memo_cap : 256;
  MemoSlot *n = xcalloc(ncap, sizeof(MemoSlot)), *memo = t->memo;
  for (size_t i = 0; i < t->memo_cap; i++) {
    if (memo[i].gen != t->memo_gen) continue;
    size_t j = ptr_slot(memo[i].key, ncap - 1);
    while (n[j].gen == t->memo_gen) j = (j + 1) & (ncap - 1);
    n[j] = memo[i];
  }
  xfree(memo, t->memo_cap * sizeof(MemoSlot));
  t->memo = n;
  t->memo_cap = ncap;
}

static void memo_put(ExprTable *t, const Expr *e, u128 v) {
  if ((t->memo_count + 1) * 2 > t->memo_cap) memo_grow(t);
  size_t i = ptr_slot(e, t->memo_cap - 1);
  while (t->memo[i].gen == t->memo_gen) i = (i + 1) & (t->memo_cap - 1);
  t->memo[i] = (MemoSlot){e, t->memo_gen, v};
  t->memo_count++;
}

static inline void ev_push(ExprTable *t, const Expr *e, const Expr *cur, u128 idx, uint32_t stage) {
  EvalFrame f = {e, cur, idx, stage};
  VEC_PUSH(t->ev_stack, f);
}

static inline void ev_done(ExprTable *t, const Expr *e, u128 v) {
  if (e->refs > 1) memo_put(t, e, v);
  VEC_PUSH(t->ev_vals, v);
}

static u128 eval_apply(const Expr *e, const u128 *v) {
  unsigned w = e->width;
  switch (e->kind) {
  case EXPR_NOT: return ~v[0] & mask128(w);
  case EXPR_ZEXT: return v[0];
  case EXPR_SEXT: return (u128)sx128(v[0], e->kid[0]->width) & mask128(w);
  case EXPR_EXTRACT: return (v[0] >> e->aux) & mask128(w);
  case EXPR_CONCAT: return v[0] << e->kid[1]->width | v[1];
  case EXPR_ITE: return v[0] ? v[1] : v[2];
  default:
    if (e->kind >= EXPR_ADD && e->kind <= EXPR_SLE)
      return fold_binary((ExprKind)e->kind, e->kid[0]->width, v[0], v[1]);
    if (e->kind == EXPR_FFMA) return fp_fma(w, (uint64_t)v[0], (uint64_t)v[1], (uint64_t)v[2]);
    if (fp_is_kind((ExprKind)e->kind))
      return fp_apply((ExprKind)e->kind, w, e->kid[0]->width, e->aux, v[0], e->nkids > 1 ? v[1] : 0);
    die("expr_eval: cannot evaluate a %s node", kinds[e->kind].name);
  }
}

/* The value of a bit-vector expression under m; linear in the DAG size. */
u128 expr_eval(const Expr *root, const Model *m) {
  if (root->width == 0) die("expr_eval: array-valued expression");
  ExprTable *t = root->tab;
  if (++t->memo_gen == 0) {   /* stamps wrapped: really clear the memo */
    memset(t->memo, 0, t->memo_cap * sizeof(MemoSlot));
    t->memo_gen = 1;
  }
  t->memo_count = 0;
  size_t base_s = t->ev_stack.len, base_v = t->ev_vals.len;
  ev_push(t, root, NULL, 0, EV_ENTER);
  while (t->ev_stack.len > base_s) {
    EvalFrame f = t->ev_stack.data[--t->ev_stack.len];
    const Expr *e = f.e, *cur = NULL;
    u128 idx = 0, v;
    switch (f.stage) {
    case EV_ENTER:
      if (e->kind == EXPR_CONST) {
        VEC_PUSH(t->ev_vals, e->u.value);
        continue;
      }
      if (e->kind == EXPR_VAR) {
        VEC_PUSH(t->ev_vals, (u128)model_get(m, e->u.arr, e->aux));
        continue;
      }
      if (e->refs > 1 && memo_get(t, e, &v)) {
        VEC_PUSH(t->ev_vals, v);
        continue;
      }
      if (e->kind == EXPR_SELECT) {
        ev_push(t, e, NULL, 0, EV_SELECT_IDX);
        ev_push(t, e->kid[1], NULL, 0, EV_ENTER);
        continue;
      }
      if (e->width == 0) die("expr_eval: array-valued expression");
      ev_push(t, e, NULL, 0, EV_APPLY);
      for (int i = e->nkids - 1; i >= 0; i--) ev_push(t, e->kid[i], NULL, 0, EV_ENTER);
      continue;
    case EV_APPLY:
      t->ev_vals.len -= e->nkids;
      ev_done(t, e, eval_apply(e, t->ev_vals.data + t->ev_vals.len));
      continue;
    case EV_SELECT_IDX:
      idx = t->ev_vals.data[--t->ev_vals.len];
      cur = e->kid[0];
      break;
    case EV_STORE_IDX:
      idx = f.idx;
      cur = f.cur;
      if (t->ev_vals.data[--t->ev_vals.len] == idx) {
        ev_push(t, e, NULL, 0, EV_SELECT_VAL);
        ev_push(t, cur->kid[2], NULL, 0, EV_ENTER);
        continue;
      }
      cur = cur->kid[0];
      break;
    case EV_SELECT_VAL:
      v = t->ev_vals.data[--t->ev_vals.len];
      ev_done(t, e, v);
      continue;
    }
    /* Walk the store chain of a SELECT from `cur` for index value `idx`. */
    for (;;) {
      if (cur->kind == EXPR_ARR_BASE) {
        ev_done(t, e, idx < cur->aux ? cur->u.bytes[idx] : 0);
        break;
      }
      if (cur->kind != EXPR_ARR_STORE) die("expr_eval: bad array kind %s", kinds[cur->kind].name);
      const Expr *si = cur->kid[1];
      if (si->kind == EXPR_CONST) {
        if (si->u.value == idx) {
          ev_push(t, e, NULL, 0, EV_SELECT_VAL);
          ev_push(t, cur->kid[2], NULL, 0, EV_ENTER);
          break;
        }
        cur = cur->kid[0];
        continue;
      }
      ev_push(t, e, cur, idx, EV_STORE_IDX);
      ev_push(t, si, NULL, 0, EV_ENTER);
      break;
    }
  }
  if (t->ev_vals.len != base_v + 1) die("expr_eval: value stack out of balance");
  return t->ev_vals.data[--t->ev_vals.len];
}

/* ---- Freeing a table ------------------------------------------------------ */

/* Frees t's arrays and scratch; in debug builds dies if an expression of t is
 * still live (then its slots are kept, as the nodes point into them). */
void expr_table_free(ExprTable *t) {
  if (!t) return;
#ifndef NDEBUG
  if (t->count) die("expr_table_free: %zu expressions still live", t->count);
#endif
  for (size_t i = 0; i < t->arrays.len; i++) {
    xstrfree(t->arrays.data[i]->name);
    xfree(t->arrays.data[i], sizeof(Array));
  }
  VEC_FREE(t->arrays);
  if (t->count) return;
  xfree(t->slots, t->cap * sizeof(Slot));
  VEC_FREE(t->free_stack);
  VEC_FREE(t->ev_stack);
  VEC_FREE(t->ev_vals);
  xfree(t->memo, t->memo_cap * sizeof(MemoSlot));
  xfree(t, sizeof(ExprTable));
}
