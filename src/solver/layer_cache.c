/* layer_cache: the exact query cache (see layer.h). A slice seen before is
 * answered from the table: its result, and for SAT the values of the
 * slice's variables. An entry holds a reference to every Expr of its key,
 * so keys never dangle and pointer comparison is exact; its values are in
 * the order of the slice's variables (sorted by id), which the key
 * determines. The table is emptied when it holds CACHE_MAX_ENTRIES. */
#include <stdlib.h>
#include <string.h>

#include "solver/layer.h"

typedef struct CacheEntry {
  uint64_t hash;
  uint32_t ncs, nvals;   /* ncs counts q (last) */
  SolverResult res;
  Expr **cs;             /* the key, referenced; stored after the struct */
  uint8_t *vals;         /* SAT: the slice's variable values */
} CacheEntry;

#define CACHE_MAX_ENTRIES (1u << 16)

static size_t entry_size(uint32_t ncs, uint32_t nvals) {
  return sizeof(CacheEntry) + ncs * sizeof(Expr *) + nvals;
}

typedef struct CacheLayer {
  SolverLayer base;
  CacheEntry **cache;   /* open addressing */
  size_t cache_cap, cache_count;
} CacheLayer;

static uint64_t key_hash(Expr *const *cs, size_t n) {
  uint64_t h = n;
  for (size_t i = 0; i < n; i++) h = hash_mix(h, cs[i]->id);
  return h;
}

static bool key_equal(const CacheEntry *e, uint64_t h, Expr *const *cs, size_t n) {
  return e->hash == h && e->ncs == n && memcmp(e->cs, cs, n * sizeof(Expr *)) == 0;
}

static CacheEntry *cache_find(CacheLayer *s, uint64_t h, Expr *const *cs, size_t n) {
  if (!s->cache_cap) return NULL;
  for (size_t i = h & (s->cache_cap - 1); s->cache[i]; i = (i + 1) & (s->cache_cap - 1))
    if (key_equal(s->cache[i], h, cs, n)) return s->cache[i];
  return NULL;
}

static void cache_clear(CacheLayer *s) {
  for (size_t i = 0; i < s->cache_cap; i++) {
    CacheEntry *e = s->cache[i];
    if (!e) continue;
    for (uint32_t k = 0; k < e->ncs; k++) expr_dec(e->cs[k]);
    xfree(e, entry_size(e->ncs, e->nvals));
    s->cache[i] = NULL;
  }
  s->cache_count = 0;
}

static void cache_insert(CacheLayer *s, uint64_t h, Expr *const *cs, size_t n, SolverResult res,
                         const uint8_t *vals, size_t nvals) {
  if (s->cache_count >= CACHE_MAX_ENTRIES) cache_clear(s);
  if ((s->cache_count + 1) * 2 > s->cache_cap) {
    size_t ncap = s->cache_cap ? 2 * s->cache_cap : 1024;
    CacheEntry **t = xcalloc(ncap, sizeof(CacheEntry *));
    for (size_t i = 0; i < s->cache_cap; i++) {
      CacheEntry *e = s->cache[i];
      if (!e) continue;
      size_t j = e->hash & (ncap - 1);
      while (t[j]) j = (j + 1) & (ncap - 1);
      t[j] = e;
    }
    xfree(s->cache, s->cache_cap * sizeof(CacheEntry *));
    s->cache = t;
    s->cache_cap = ncap;
  }
  CacheEntry *e = xmalloc(entry_size((uint32_t)n, (uint32_t)nvals));
  e->hash = h;
  e->ncs = (uint32_t)n;
  e->nvals = (uint32_t)nvals;
  e->res = res;
  e->cs = (Expr **)(e + 1);
  e->vals = (uint8_t *)(e->cs + n);
  for (size_t k = 0; k < n; k++) e->cs[k] = expr_inc(cs[k]);
  if (nvals) memcpy(e->vals, vals, nvals);
  size_t i = h & (s->cache_cap - 1);
  while (s->cache[i]) i = (i + 1) & (s->cache_cap - 1);
  s->cache[i] = e;
  s->cache_count++;
}

static SolverResult cache_check(SolverLayer *l, SliceQuery *q) {
  CacheLayer *s = (CacheLayer *)l;
  uint64_t h = key_hash(q->cs, q->n);
  CacheEntry *e = cache_find(s, h, q->cs, q->n);
  if (e) {
    l->stats->cache_hits++;
    if (e->res == SOLVER_SAT) {
      if (e->nvals != q->nvars) die("cache: entry with %u values for %zu variables", e->nvals, q->nvars);
      memcpy(q->vals, e->vals, e->nvals);
    }
    return e->res;
  }
  l->stats->z3_queries++; /* every query below the cache is one for Z3 (or its stand-ins) */
  SolverResult r = layer_below(l, q);
  if (r != SOLVER_UNKNOWN) cache_insert(s, h, q->cs, q->n, r, q->vals, r == SOLVER_SAT ? q->nvars : 0);
  return r;
}

static void cache_layer_free(SolverLayer *l) {
  CacheLayer *s = (CacheLayer *)l;
  cache_clear(s);
  xfree(s->cache, s->cache_cap * sizeof(CacheEntry *));
  xfree(s, sizeof *s);
}

static const SolverLayerOps cache_ops = {"cache", cache_check, cache_layer_free};

SolverLayer *layer_cache_new(SolverLayer *next) {
  CacheLayer *s = xcalloc(1, sizeof *s);
  s->base.ops = &cache_ops;
  s->base.next = next;
  return &s->base;
}
