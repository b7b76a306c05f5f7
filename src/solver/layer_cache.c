/* layer_cache: an exact cache of the queries below the slicing layer, keyed
 * by the slice and the query (pointer equality of hash-consed nodes).
 *
 * Invariants: an entry holds a reference to every Expr of its key, so keys
 * never dangle and pointer comparison is exact. Its values are listed in
 * the order of the slice's variables (sorted by id), which the key
 * determines. UNKNOWN answers are not kept (a later try may decide). */
#include "solver/layer.h"

#include <string.h>

typedef struct CacheEntry {
  uint64_t hash;
  uint32_t ncs, nvals;   /* ncs counts q (last) */
  SolverResult res;
  Expr **cs;             /* the key, referenced; stored after the struct */
  uint8_t *vals;         /* SAT: the slice's variable values */
} CacheEntry;

#define CACHE_MAX_ENTRIES (1u << 16)

typedef struct {
  SolverLayer base;
  CacheEntry **t;        /* open addressing */
  size_t cap, count;
} CacheLayer;

static size_t entry_size(uint32_t ncs, uint32_t nvals) {
  return sizeof(CacheEntry) + ncs * sizeof(Expr *) + nvals;
}

static uint64_t key_hash(Expr *const *cs, size_t n) {
  uint64_t h = n;
  for (size_t i = 0; i < n; i++) h = hash_mix(h, cs[i]->id);
  return h;
}

static bool key_equal(const CacheEntry *e, uint64_t h, Expr *const *cs, size_t n) {
  return e->hash == h && e->ncs == n && memcmp(e->cs, cs, n * sizeof(Expr *)) == 0;
}

static CacheEntry *cache_find(CacheLayer *c, uint64_t h, Expr *const *cs, size_t n) {
  if (!c->cap) return NULL;
  for (size_t i = h & (c->cap - 1); c->t[i]; i = (i + 1) & (c->cap - 1))
    if (key_equal(c->t[i], h, cs, n)) return c->t[i];
  return NULL;
}

static void cache_clear(CacheLayer *c) {
  for (size_t i = 0; i < c->cap; i++) {
    CacheEntry *e = c->t[i];
    if (!e) continue;
    for (uint32_t k = 0; k < e->ncs; k++) expr_dec(e->cs[k]);
    xfree(e, entry_size(e->ncs, e->nvals));
    c->t[i] = NULL;
  }
  c->count = 0;
}

static void cache_grow(CacheLayer *c) {
  size_t ncap = c->cap ? 2 * c->cap : 1024;
  CacheEntry **t = xcalloc(ncap, sizeof(CacheEntry *));
  for (size_t i = 0; i < c->cap; i++) {
    CacheEntry *e = c->t[i];
    if (!e) continue;
    size_t j = e->hash & (ncap - 1);
    while (t[j]) j = (j + 1) & (ncap - 1);
    t[j] = e;
  }
  xfree(c->t, c->cap * sizeof(CacheEntry *));
  c->t = t;
  c->cap = ncap;
}

static void cache_insert(CacheLayer *c, uint64_t h, Expr *const *cs, size_t n, SolverResult res,
                         const uint8_t *vals, size_t nvals) {
  if (c->count >= CACHE_MAX_ENTRIES) cache_clear(c);
  if ((c->count + 1) * 2 > c->cap) cache_grow(c);
  CacheEntry *e = xmalloc(entry_size((uint32_t)n, (uint32_t)nvals));
  e->hash = h;
  e->ncs = (uint32_t)n;
  e->nvals = (uint32_t)nvals;
  e->res = res;
  e->cs = (Expr **)(e + 1);
  e->vals = (uint8_t *)(e->cs + n);
  for (size_t k = 0; k < n; k++) e->cs[k] = expr_inc(cs[k]);
  if (nvals) memcpy(e->vals, vals, nvals);
  size_t i = h & (c->cap - 1);
  while (c->t[i]) i = (i + 1) & (c->cap - 1);
  c->t[i] = e;
  c->count++;
}

static SolverResult cache_check(SolverLayer *l, SolverQuery *q) {
  CacheLayer *c = (CacheLayer *)l;
  uint64_t h = key_hash(q->cs, q->ncs);
  CacheEntry *e = cache_find(c, h, q->cs, q->ncs);
  if (e) {
    l->stats->cache_hits++;
    if (e->res == SOLVER_SAT) {
      if (e->nvals != q->nvars) die("solver cache: an entry with %u values for %zu variables", e->nvals, q->nvars);
      memcpy(q->vals, e->vals, e->nvals);
    }
    return layer_answer(l, q, e->res);
  }
  l->stats->z3_queries++;
  SolverResult r = layer_check(l->next, q);
  if (r != SOLVER_UNKNOWN) cache_insert(c, h, q->cs, q->ncs, r, q->vals, r == SOLVER_SAT ? q->nvars : 0);
  return r;
}

static void cache_free(SolverLayer *l) {
  CacheLayer *c = (CacheLayer *)l;
  cache_clear(c);
  xfree(c->t, c->cap * sizeof(CacheEntry *));
  xfree(c, sizeof *c);
}

static const SolverLayerOps cache_ops = {"cache", cache_check, cache_free};

SolverLayer *layer_cache_new(SolverStats *stats, SolverLayer *next) {
  CacheLayer *c = xcalloc(1, sizeof *c);
  c->base = (SolverLayer){&cache_ops, next, stats};
  return &c->base;
}
