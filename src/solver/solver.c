/* solver: the public queries (solver.h) and the one place where the chain
 * of layers (layer.h) is assembled from the options. */
#include "solver/solver.h"
#include "solver/layer.h"

#include <stdlib.h>
#include <string.h>

struct Solver {
  SolverStats stats;
  SolverLayer *chain;
  SolverLayer *z3;      /* the last layer when it is Z3; NULL for a test's backend */
};

void solver_options_from_env(SolverOptions *o) {
  const char *v = getenv("SYMX_VALIDATE");
  o->validate = v && strcmp(v, "1") == 0;
  const char *rate = getenv("SYMX_INJECT_UNKNOWN_RATE"), *at = getenv("SYMX_INJECT_UNKNOWN_AT");
  o->unknown_rate = rate ? strtod(rate, NULL) : 0;
  o->unknown_at = at ? strtoull(at, NULL, 10) : 0;
}

/* The chain, top first (each layer answers what it can, cheapest first, and
 * hands the rest down):
 *   validate?  constants  model  slice  order  cache  cex  log?  inject?  Z3
 * The log sits below the cache so that it holds what Z3 is asked, and above
 * injection so that injected answers are logged too (as today's runs
 * replay them). */
static SolverLayer *solver_chain_new(const SolverOptions *o, SolverStats *st, SolverLayer *last) {
  SolverLayer *l = last;
  last->stats = st;
  if (o->unknown_rate > 0 || o->unknown_at) l = layer_inject_new(st, l, o->unknown_rate, o->unknown_at);
  if (o->query_log) l = layer_log_new(st, l, o->query_log);
  l = layer_cex_new(st, l, o->validate ? last : NULL);
  l = layer_cache_new(st, l);
  l = layer_order_new(st, l, o->validate ? last : NULL);
  l = layer_slice_new(st, l);
  l = layer_model_new(st, l);
  l = layer_const_new(st, l);
  if (o->validate) l = layer_validate_new(st, l);
  return l;
}

void layer_chain_free(SolverLayer *l) {
  while (l) {
    SolverLayer *next = l->next;
    l->ops->free(l);
    l = next;
  }
}

Solver *solver_new_over(const SolverOptions *o, SolverLayer *backend) {
  Solver *s = xcalloc(1, sizeof(Solver));
  s->chain = solver_chain_new(o, &s->stats, backend);
  return s;
}

Solver *solver_new_with(const SolverOptions *o) {
  SolverLayer *z3 = layer_z3_new(o->timeout_s);
  Solver *s = solver_new_over(o, z3);
  s->z3 = z3;
  return s;
}

Solver *solver_new(double timeout_s) {
  SolverOptions o = {.timeout_s = timeout_s};
  solver_options_from_env(&o);
  return solver_new_with(&o);
}

/* Releases the solver, its layers (Z3's context too) and every reference they hold.
 * Variable sets stay on their nodes (they are shared) and go with them. */
void solver_free(Solver *s) {
  if (!s) return;
  layer_chain_free(s->chain);
  xfree(s, sizeof(Solver));
}

const SolverStats *solver_stats(const Solver *s) { return &s->stats; }

SolverLayer *solver_chain(const Solver *s) { return s->chain; }

/* See solver.h. */
SolverResult solver_check(Solver *s, Expr *const *pc, size_t n, Expr *q, Model *model) {
  s->stats.queries++;
  if (q->width != 1) die("solver_check: query has width %u", q->width);
  SolverQuery sq = {.pc = pc, .n = n, .q = q, .model = model};
  return layer_check(s->chain, &sq);
}

/* The assumptions become one query, their conjunction: every layer sees
 * them as the query, none as part of the path condition, so they reach
 * neither the slicer's state nor a cache key as constraints. */
SolverResult solver_check_assuming(Solver *s, Expr *const *pc, size_t n, Expr *const *as, size_t k,
                                   Model *model) {
  /* With nothing at all to check, there is no table to make `true` in. */
  if (!k && !n) return SOLVER_SAT;
  Expr *q = expr_bool(k ? as[0]->tab : pc[0]->tab, true);
  for (size_t i = 0; i < k; i++) {
    if (as[i]->width != 1) die("solver_check_assuming: assumption %zu has width %u", i, as[i]->width);
    Expr *c = expr_and(q, as[i]);
    expr_dec(q);
    q = c;
  }
  SolverResult r = solver_check(s, pc, n, q, model);
  expr_dec(q);
  return r;
}

SolverValidity solver_valid(Solver *s, Expr *const *pc, size_t n, Expr *q, const Model *model, Model **cex) {
  Expr *nq = expr_not(q);
  Model *m = model_copy(model);
  SolverResult r = solver_check(s, pc, n, nq, m);
  expr_dec(nq);
  if (r == SOLVER_SAT && cex) *cex = m;
  else model_free(m);
  return r == SOLVER_UNSAT ? SOLVER_VALID : r == SOLVER_SAT ? SOLVER_INVALID : SOLVER_VALIDITY_UNKNOWN;
}

uint64_t solver_value(Solver *s, Expr *const *pc, size_t n, Expr *e, const Model *model, bool *unique) {
  if (e->width > 64) die("solver_value: expression of width %u", e->width);
  uint64_t v = (uint64_t)expr_eval(e, model);
  if (unique) {
    Expr *c = expr_const(e->tab, e->width, v), *eq = expr_eq(e, c);
    *unique = solver_valid(s, pc, n, eq, model, NULL) == SOLVER_VALID;
    expr_dec(c), expr_dec(eq);
  }
  return v;
}

void solver_set_limits(Solver *s, double run_deadline, const volatile sig_atomic_t *interrupt, double max_rss) {
  if (s->z3) layer_z3_set_limits(s->z3, run_deadline, interrupt, max_rss);
}

SolverValidity solver_implies(Solver *s, Expr *const *lhs, size_t n1, Expr *const *rhs, size_t n2,
                              Array *const *keep, size_t nkeep) {
  s->stats.queries++;
  return layer_z3_implies(s->z3, lhs, n1, rhs, n2, keep, nkeep);
}
