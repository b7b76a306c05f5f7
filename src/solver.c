/* solver: the chain of layers in front of Z3 (see solver.h for the contract).
 *
 *   constants -> the caller's model -> slicing -> exact query cache -> Z3
 *
 * Invariants:
 *  - Expr.cache, when set, is the node's VarSet: the VAR nodes it depends on,
 *    sorted by id. Only query roots (pc entries and q) get one; it is computed
 *    once per node, shared by all solvers, and freed with the node through
 *    expr_set_cache_hook. The VAR pointers in it stay valid because the node
 *    holds its sub-DAG alive.
 *  - A query cache entry holds a reference to every Expr of its key, so keys
 *    never dangle and pointer comparison is exact. Its values are listed in
 *    the order of the slice's variables (sorted by id), which the key
 *    determines.
 *  - All per-query work uses scratch buffers owned by the Solver (maps with
 *    generation stamps are cleared in O(1)), so a query allocates nothing in
 *    the steady state except cache entries.
 */
#include "solver.h"

#include <stdlib.h>
#include <string.h>

/* ---- Variable sets ---------------------------------------------------------- */

typedef struct VarSet {
  uint32_t n;
  Expr *v[];   /* VAR nodes, sorted by id */
} VarSet;

static VarSet empty_set;

static void free_varset(Expr *e) {
  VarSet *vs = e->cache;
  if (vs != &empty_set) xfree(vs, sizeof(VarSet) + vs->n * sizeof(Expr *));
  e->cache = NULL;
}

/* ---- A pointer -> uint32 map with generation stamps (scratch) ------------- */

typedef struct {
  const void *key;
  uint32_t gen, val;
} PSlot;

typedef struct {
  PSlot *s;
  size_t cap, count;
  uint32_t gen;
} PMap;

static void pmap_clear(PMap *m) {
  m->count = 0;
  if (++m->gen == 0) {
    memset(m->s, 0, m->cap * sizeof(PSlot));
    m->gen = 1;
  }
}

static size_t pslot(const void *p, size_t cap) {
  return (size_t)hash_mix(0, (uint64_t)(uintptr_t)p) & (cap - 1);
}

/* Inserts key with value val unless present; returns its slot and whether
 * it was inserted. */
static PSlot *pmap_put(PMap *m, const void *key, uint32_t val, bool *inserted) {
  if ((m->count + 1) * 2 > m->cap) {
    size_t ncap = m->cap ? 2 * m->cap : 256;
    PSlot *n = xcalloc(ncap, sizeof(PSlot));
    uint32_t ngen = 1;
    for (size_t i = 0; i < m->cap; i++) {
      if (m->s[i].gen != m->gen) continue;
      size_t j = pslot(m->s[i].key, ncap);
      while (n[j].gen == ngen) j = (j + 1) & (ncap - 1);
      n[j] = (PSlot){m->s[i].key, ngen, m->s[i].val};
    }
    xfree(m->s, m->cap * sizeof(PSlot));
    m->s = n;
    m->cap = ncap;
    m->gen = ngen;
  }
  size_t i = pslot(key, m->cap);
  for (; m->s[i].gen == m->gen; i = (i + 1) & (m->cap - 1)) {
    if (m->s[i].key == key) {
      *inserted = false;
      return &m->s[i];
    }
  }
  m->s[i] = (PSlot){key, m->gen, val};
  m->count++;
  *inserted = true;
  return &m->s[i];
}

static void pmap_free(PMap *m) {
  xfree(m->s, m->cap * sizeof(PSlot));
  memset(m, 0, sizeof *m);
}

/* ---- The exact query cache ---------------------------------------------------- */

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

/* ---- The solver ------------------------------------------------------------------ */

typedef VEC(Expr *) ExprVec;

struct Solver {
  SolverStats stats;
  bool validate;
  Z3Backend *z3;
  /* query cache: open addressing */
  CacheEntry **cache;
  size_t cache_cap, cache_count;
  /* scratch */
  PMap seen;                  /* varset traversal */
  ExprVec stack, tmp;
  PMap uf_map;                /* VAR -> union-find index */
  VEC(uint32_t) uf_parent;
  ExprVec uf_var;
  VEC(uint32_t) first;        /* per pc entry: uf index of its first variable */
  ExprVec cs;                 /* the slice, sorted by id, then q */
  ExprVec vars;               /* the slice's variables, sorted by id */
  VEC(uint8_t) vals;
};

static int cmp_id(const void *a, const void *b) {
  const Expr *x = *(Expr *const *)a, *y = *(Expr *const *)b;
  if (x->id != y->id) return x->id < y->id ? -1 : 1;
  return x < y ? -1 : x > y;
}

/* The variables of e (cached in e->cache). */
static VarSet *varset(Solver *s, Expr *e) {
  if (e->cache) return e->cache;
  pmap_clear(&s->seen);
  s->tmp.len = s->stack.len = 0;
  bool fresh;
  pmap_put(&s->seen, e, 0, &fresh);
  VEC_PUSH(s->stack, e);
  while (s->stack.len) {
    Expr *x = s->stack.data[--s->stack.len];
    if (x->kind == EXPR_VAR) {
      VEC_PUSH(s->tmp, x);
      continue;
    }
    if (x != e && x->cache) {   /* a sub-expression that is itself a root */
      VarSet *vs = x->cache;
      for (uint32_t i = 0; i < vs->n; i++) {
        pmap_put(&s->seen, vs->v[i], 0, &fresh);
        if (fresh) VEC_PUSH(s->tmp, vs->v[i]);
      }
      continue;
    }
    for (int k = 0; k < x->nkids; k++) {
      Expr *kid = x->kid[k];
      if (kid->kind == EXPR_CONST || kid->kind == EXPR_ARR_BASE) continue;
      pmap_put(&s->seen, kid, 0, &fresh);
      if (fresh) VEC_PUSH(s->stack, kid);
    }
  }
  VarSet *vs = &empty_set;
  if (s->tmp.len) {
    qsort(s->tmp.data, s->tmp.len, sizeof(Expr *), cmp_id);
    vs = xmalloc(sizeof(VarSet) + s->tmp.len * sizeof(Expr *));
    vs->n = (uint32_t)s->tmp.len;
    memcpy(vs->v, s->tmp.data, s->tmp.len * sizeof(Expr *));
  }
  e->cache = vs;
  return vs;
}

static uint32_t uf_index(Solver *s, Expr *var) {
  bool fresh;
  PSlot *p = pmap_put(&s->uf_map, var, (uint32_t)s->uf_parent.len, &fresh);
  if (fresh) {
    VEC_PUSH(s->uf_parent, p->val);
    VEC_PUSH(s->uf_var, var);
  }
  return p->val;
}

static uint32_t uf_find(Solver *s, uint32_t i) {
  uint32_t *p = s->uf_parent.data;
  while (p[i] != i) {
    p[i] = p[p[i]];
    i = p[i];
  }
  return i;
}

static void uf_union(Solver *s, uint32_t a, uint32_t b) {
  a = uf_find(s, a);
  b = uf_find(s, b);
  if (a != b) s->uf_parent.data[a < b ? b : a] = a < b ? a : b;
}

/* Fills s->cs with the pc entries that share variables with q, transitively
 * (sorted by id, duplicates removed), followed by q; and s->vars with their
 * variables, sorted by id. Linear in the sizes of the variable sets. */
static void slice(Solver *s, Expr *const *pc, size_t n, Expr *q) {
  s->cs.len = s->vars.len = s->uf_parent.len = s->uf_var.len = s->first.len = 0;
  pmap_clear(&s->uf_map);
  VarSet *qs = varset(s, q);
  if (qs->n) {
    uint32_t q0 = uf_index(s, qs->v[0]);
    for (uint32_t i = 1; i < qs->n; i++) uf_union(s, q0, uf_index(s, qs->v[i]));
    for (size_t i = 0; i < n; i++) {
      VarSet *vs = varset(s, pc[i]);
      uint32_t f = vs->n ? uf_index(s, vs->v[0]) : UINT32_MAX;
      for (uint32_t j = 1; j < vs->n; j++) uf_union(s, f, uf_index(s, vs->v[j]));
      VEC_PUSH(s->first, f);
    }
    uint32_t root = uf_find(s, q0);
    for (size_t i = 0; i < n; i++)
      if (s->first.data[i] != UINT32_MAX && uf_find(s, s->first.data[i]) == root)
        VEC_PUSH(s->cs, pc[i]);
    for (uint32_t j = 0; j < s->uf_parent.len; j++)
      if (uf_find(s, j) == root) VEC_PUSH(s->vars, s->uf_var.data[j]);
    if (s->cs.len > 1) qsort(s->cs.data, s->cs.len, sizeof(Expr *), cmp_id);
    size_t k = 0;
    for (size_t i = 0; i < s->cs.len; i++)
      if (!k || s->cs.data[k - 1] != s->cs.data[i]) s->cs.data[k++] = s->cs.data[i];
    s->cs.len = k;
    if (s->vars.len > 1) qsort(s->vars.data, s->vars.len, sizeof(Expr *), cmp_id);
  }
  VEC_PUSH(s->cs, q);
}

static uint64_t key_hash(Expr *const *cs, size_t n) {
  uint64_t h = n;
  for (size_t i = 0; i < n; i++) h = hash_mix(h, cs[i]->id);
  return h;
}

static bool key_equal(const CacheEntry *e, uint64_t h, Expr *const *cs, size_t n) {
  return e->hash == h && e->ncs == n && memcmp(e->cs, cs, n * sizeof(Expr *)) == 0;
}

static CacheEntry *cache_find(Solver *s, uint64_t h, Expr *const *cs, size_t n) {
  if (!s->cache_cap) return NULL;
  for (size_t i = h & (s->cache_cap - 1); s->cache[i]; i = (i + 1) & (s->cache_cap - 1))
    if (key_equal(s->cache[i], h, cs, n)) return s->cache[i];
  return NULL;
}

static void cache_clear(Solver *s) {
  for (size_t i = 0; i < s->cache_cap; i++) {
    CacheEntry *e = s->cache[i];
    if (!e) continue;
    for (uint32_t k = 0; k < e->ncs; k++) expr_dec(e->cs[k]);
    xfree(e, entry_size(e->ncs, e->nvals));
    s->cache[i] = NULL;
  }
  s->cache_count = 0;
}

static void cache_insert(Solver *s, uint64_t h, Expr *const *cs, size_t n, SolverResult res,
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

/* ---- Public interface ----------------------------------------------------------- */

/* Creates a solver. SYMX_VALIDATE=1 in the environment makes every SAT answer
 * checked against the whole path condition and q (die() on a wrong model). */
Solver *solver_new(double timeout_s) {
  expr_set_cache_hook(free_varset);
  Solver *s = xcalloc(1, sizeof(Solver));
  const char *v = getenv("SYMX_VALIDATE");
  s->validate = v && strcmp(v, "1") == 0;
  s->z3 = z3_backend_new(timeout_s);
  return s;
}

/* Releases the solver, its Z3 context and every reference its caches hold.
 * Variable sets stay on their nodes (they are shared) and go with them. */
void solver_free(Solver *s) {
  if (!s) return;
  cache_clear(s);
  xfree(s->cache, s->cache_cap * sizeof(CacheEntry *));
  z3_backend_free(s->z3);
  pmap_free(&s->seen);
  pmap_free(&s->uf_map);
  VEC_FREE(s->stack);
  VEC_FREE(s->tmp);
  VEC_FREE(s->uf_parent);
  VEC_FREE(s->uf_var);
  VEC_FREE(s->first);
  VEC_FREE(s->cs);
  VEC_FREE(s->vars);
  VEC_FREE(s->vals);
  xfree(s, sizeof(Solver));
}

const SolverStats *solver_stats(const Solver *s) { return &s->stats; }

static void check_model(Expr *const *pc, size_t n, Expr *q, const Model *m, const char *layer) {
  for (size_t i = 0; i <= n; i++) {
    Expr *c = i < n ? pc[i] : q;
    if (expr_eval(c, m) != 1) {
      fprintf(stderr, "symx: SYMX_VALIDATE: the model from the %s layer violates %s%zu: ",
              layer, i < n ? "pc constraint " : "the query", i < n ? i : 0);
      expr_print(stderr, c);
      fputc('\n', stderr);
      die("solver validation failed");
    }
  }
}

static void write_model(Solver *s, Model *m, const uint8_t *vals) {
  for (size_t i = 0; i < s->vars.len; i++) {
    const Expr *v = s->vars.data[i];
    model_set(m, v->u.arr, v->aux, vals[i]);
  }
}

/* See solver.h. */
SolverResult solver_check(Solver *s, Expr *const *pc, size_t n, Expr *q, Model *model) {
  s->stats.queries++;
  if (q->width != 1) die("solver_check: query has width %u", q->width);
  if (expr_is_const(q)) {
    s->stats.trivial++;
    return expr_value(q) ? SOLVER_SAT : SOLVER_UNSAT;
  }
  if (expr_eval(q, model) == 1) {
    s->stats.trivial++;
    if (s->validate) check_model(pc, n, q, model, "model");
    return SOLVER_SAT;
  }

  if (varset(s, q)->n == 0) {   /* closed term: its value does not depend on the model */
    s->stats.trivial++;
    return SOLVER_UNSAT;
  }

  slice(s, pc, n, q);
  uint64_t h = key_hash(s->cs.data, s->cs.len);
  CacheEntry *e = cache_find(s, h, s->cs.data, s->cs.len);
  if (e) {
    s->stats.cache_hits++;
    if (e->res == SOLVER_SAT) {
      if (e->nvals != s->vars.len) die("solver_check: cache entry with %u values for %zu variables",
                                       e->nvals, s->vars.len);
      write_model(s, model, e->vals);
      if (s->validate) check_model(pc, n, q, model, "cache");
    }
    return e->res;
  }

  s->vals.len = 0;
  for (size_t i = 0; i < s->vars.len; i++) VEC_PUSH(s->vals, 0);
  s->stats.z3_queries++;
  double t0 = util_now();
  SolverResult r = z3_backend_check(s->z3, s->cs.data, s->cs.len, s->vars.data, s->vars.len,
                                    s->vals.data);
  s->stats.z3_time += util_now() - t0;
  if (r == SOLVER_UNKNOWN) {
    s->stats.z3_unknown++;
    return r;
  }
  cache_insert(s, h, s->cs.data, s->cs.len, r, s->vals.data, r == SOLVER_SAT ? s->vals.len : 0);
  if (r == SOLVER_SAT) {
    write_model(s, model, s->vals.data);
    if (s->validate) check_model(pc, n, q, model, "Z3");
  }
  return r;
}
