/* layer_cex: a counterexample cache, as KLEE's CexCachingSolver, below the
 * exact cache: it answers a query from what earlier queries found.
 *
 *  - SAT: an assignment that satisfied an earlier SAT query and under which
 *    every constraint of this one holds (variables it does not name read 0)
 *    is a model of this one: SAT with its values. The last CEX_MODELS
 *    assignments are tried, the most recently useful first.
 *  - UNSAT: an earlier UNSAT query's constraints that are all among this
 *    query's make it UNSAT (a subset of an unsatisfiable set). Each stored
 *    set is found through its member of highest id.
 *
 * Invariants: a stored set holds a reference to each of its Exprs, so
 * pointers never dangle and compare exactly; its members are sorted by id.
 * Models name arrays by id only (model.c), so they outlive any array. The
 * SAT answers are checked by evaluation, so they are right whatever the
 * models hold (SYMX_VALIDATE checks them again above); the UNSAT ones are as
 * right as the answers stored, and under SYMX_VALIDATE each is asked of the
 * last layer too. UNKNOWN is not kept. */
#include "solver/layer.h"

#include <stdlib.h>
#include <string.h>

#define CEX_MODELS 16          /* assignments tried per query */
#define CEX_SETS_MAX (1u << 14) /* stored UNSAT sets before they are dropped */

typedef struct CexSet {
  struct CexSet *chain;  /* the next set with the same highest member */
  uint32_t n;
  Expr *cs[];            /* sorted by id, referenced */
} CexSet;

typedef struct {
  SolverLayer base;
  SolverLayer *confirm;         /* SYMX_VALIDATE: checks each UNSAT; else NULL */
  Model *models[CEX_MODELS];    /* most recently useful first; NULL: empty */
  CexSet **sets;                /* open hashing on the highest member's id */
  size_t cap, count;
  VEC(Expr *) sorted;           /* scratch: the query's constraints by id */
} CexLayer;

static int by_id(const void *a, const void *b) {
  uint32_t x = (*(Expr *const *)a)->id, y = (*(Expr *const *)b)->id;
  return x < y ? -1 : x > y;
}

/* ---- SAT: stored assignments ----------------------------------------------------- */

/* Newest first: q, then the slice from its newest constraint down. An
 * earlier model is most likely to break what was added since. */
static bool satisfies(const Model *m, Expr *const *cs, size_t n) {
  for (size_t i = n; i-- > 0;)
    if (expr_eval(cs[i], m) != 1) return false;
  return true;
}

/* Moves models[k] to the front (k = CEX_MODELS: a new model m enters,
 * the oldest leaves). */
static void models_front(CexLayer *c, size_t k, Model *m) {
  if (k == CEX_MODELS) {
    model_free(c->models[CEX_MODELS - 1]);
    k = CEX_MODELS - 1;
  } else {
    m = c->models[k];
  }
  memmove(c->models + 1, c->models, k * sizeof(Model *));
  c->models[0] = m;
}

static bool cex_sat(CexLayer *c, SolverQuery *q) {
  for (size_t k = 0; k < CEX_MODELS && c->models[k]; k++) {
    if (!satisfies(c->models[k], q->cs, q->ncs)) continue;
    for (size_t i = 0; i < q->nvars; i++) q->vals[i] = model_get(c->models[k], q->vars[i]->u.arr, q->vars[i]->aux);
    models_front(c, k, NULL);
    return true;
  }
  return false;
}

static void cex_keep_model(CexLayer *c, const SolverQuery *q) {
  Model *m = model_new();
  for (size_t i = 0; i < q->nvars; i++) model_set(m, q->vars[i]->u.arr, q->vars[i]->aux, q->vals[i]);
  models_front(c, CEX_MODELS, m);
}

/* ---- UNSAT: stored sets -------------------------------------------------------------- */

static size_t set_slot(const CexLayer *c, uint32_t id) { return (size_t)hash_mix(0, id) & (c->cap - 1); }

/* s ⊆ sorted (both by id)? */
static bool subset(const CexSet *s, Expr *const *sorted, size_t n) {
  size_t j = 0;
  for (uint32_t i = 0; i < s->n; i++) {
    while (j < n && sorted[j]->id < s->cs[i]->id) j++;
    if (j == n || sorted[j] != s->cs[i]) return false;
    j++;
  }
  return true;
}

static bool cex_unsat(CexLayer *c, Expr *const *sorted, size_t n) {
  if (!c->count) return false;
  for (size_t i = 0; i < n; i++) {
    if (i + 1 < n && sorted[i + 1] == sorted[i]) continue;
    for (CexSet *s = c->sets[set_slot(c, sorted[i]->id)]; s; s = s->chain)
      if (s->cs[s->n - 1] == sorted[i] && subset(s, sorted, n)) return true;
  }
  return false;
}

static void sets_clear(CexLayer *c) {
  for (size_t i = 0; i < c->cap; i++) {
    while (c->sets[i]) {
      CexSet *s = c->sets[i];
      c->sets[i] = s->chain;
      for (uint32_t k = 0; k < s->n; k++) expr_dec(s->cs[k]);
      xfree(s, sizeof(CexSet) + s->n * sizeof(Expr *));
    }
  }
  c->count = 0;
}

/* Stores sorted (n >= 1, duplicates dropped) as an UNSAT set. */
static void cex_keep_unsat(CexLayer *c, Expr *const *sorted, size_t n) {
  if (c->count >= CEX_SETS_MAX) sets_clear(c);
  if (!c->cap) {
    c->cap = 4096;
    c->sets = xcalloc(c->cap, sizeof(CexSet *));
  }
  CexSet *s = xmalloc(sizeof(CexSet) + n * sizeof(Expr *));
  s->n = 0;
  for (size_t i = 0; i < n; i++)
    if (!s->n || s->cs[s->n - 1] != sorted[i]) s->cs[s->n++] = expr_inc(sorted[i]);
  if (s->n < n) {  /* give back the room of the duplicates */
    CexSet *t = xmalloc(sizeof(CexSet) + s->n * sizeof(Expr *));
    memcpy(t, s, sizeof(CexSet) + s->n * sizeof(Expr *));
    xfree(s, sizeof(CexSet) + n * sizeof(Expr *));
    s = t;
  }
  size_t slot = set_slot(c, s->cs[s->n - 1]->id);
  s->chain = c->sets[slot];
  c->sets[slot] = s;
  c->count++;
}

/* ---- The layer ------------------------------------------------------------------------ */

/* The cache above counted every query it passed on as one for Z3: one
 * answered here is taken back and counted as a cache hit. */
static SolverResult cex_answer(SolverLayer *l, SolverQuery *q, SolverResult r) {
  l->stats->z3_queries--;
  l->stats->cache_hits++;
  l->stats->cex_hits++;
  return layer_answer(l, q, r);
}

static SolverResult cex_check(SolverLayer *l, SolverQuery *q) {
  CexLayer *c = (CexLayer *)l;
  if (!q->ncs) return layer_check(l->next, q);
  c->sorted.len = 0;
  for (size_t i = 0; i < q->ncs; i++) VEC_PUSH(c->sorted, q->cs[i]);
  qsort(c->sorted.data, c->sorted.len, sizeof(Expr *), by_id);
  if (cex_unsat(c, c->sorted.data, c->sorted.len)) {
    if (c->confirm && layer_check(c->confirm, q) == SOLVER_SAT) {
      fputs("symx: SYMX_VALIDATE: the cex layer called a satisfiable query UNSAT: ", stderr);
      expr_print(stderr, q->q);
      fputc('\n', stderr);
      die("solver validation failed");
    }
    return cex_answer(l, q, SOLVER_UNSAT);
  }
  if (cex_sat(c, q)) return cex_answer(l, q, SOLVER_SAT);
  SolverResult r = layer_check(l->next, q);
  if (r == SOLVER_SAT) cex_keep_model(c, q);
  if (r == SOLVER_UNSAT) cex_keep_unsat(c, c->sorted.data, c->sorted.len);
  return r;
}

static void cex_free(SolverLayer *l) {
  CexLayer *c = (CexLayer *)l;
  for (size_t k = 0; k < CEX_MODELS; k++) model_free(c->models[k]);
  sets_clear(c);
  xfree(c->sets, c->cap * sizeof(CexSet *));
  VEC_FREE(c->sorted);
  xfree(c, sizeof *c);
}

static const SolverLayerOps cex_ops = {"cex", cex_check, cex_free};

SolverLayer *layer_cex_new(SolverStats *stats, SolverLayer *next, SolverLayer *confirm) {
  CexLayer *c = xcalloc(1, sizeof *c);
  c->base = (SolverLayer){&cex_ops, next, stats};
  c->confirm = confirm;
  return &c->base;
}
