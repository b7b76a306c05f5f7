/* layer_inject: fault injection for the tests (SYMX_INJECT_UNKNOWN_RATE=P,
 * SYMX_INJECT_UNKNOWN_AT=N): queries that reach it answer UNKNOWN, each with
 * probability P (a fixed pseudo-random sequence) and the N-th (from 1), so
 * that tests can force what a time-out does. It stands in for Z3: an
 * injected answer counts as an undecided Z3 query. */
#include "solver/layer.h"

typedef struct {
  SolverLayer base;
  double rate;
  uint64_t at, n, rng;
} InjectLayer;

static bool inject_now(InjectLayer *j) {
  if (j->at && j->n == j->at) return true;
  if (j->rate <= 0) return false;
  j->rng ^= j->rng << 13, j->rng ^= j->rng >> 7, j->rng ^= j->rng << 17;
  return (double)(j->rng >> 11) / (double)(1ull << 53) < j->rate;
}

static SolverResult inject_check(SolverLayer *l, SolverQuery *q) {
  InjectLayer *j = (InjectLayer *)l;
  j->n++;
  if (!inject_now(j)) return layer_check(l->next, q);
  l->stats->z3_unknown++;
  return layer_answer(l, q, SOLVER_UNKNOWN);
}

static void inject_free(SolverLayer *l) { xfree(l, sizeof(InjectLayer)); }

static const SolverLayerOps inject_ops = {"inject", inject_check, inject_free};

SolverLayer *layer_inject_new(SolverStats *stats, SolverLayer *next, double rate, uint64_t at) {
  InjectLayer *j = xcalloc(1, sizeof *j);
  j->base = (SolverLayer){&inject_ops, next, stats};
  j->rate = rate;
  j->at = at;
  j->rng = 0x9e3779b97f4a7c15ull;
  return &j->base;
}
