/* layer_inject: fault injection for the tests (see layer.h), so that they
 * can force what a time-out does: SYMX_INJECT_UNKNOWN_RATE=P answers
 * UNKNOWN to each query that reaches this layer with probability P (a
 * fixed pseudo-random sequence), SYMX_INJECT_UNKNOWN_AT=N to the N-th (from
 * 1). `tests/diff/run.py --inject-unknown P` checks that every test still
 * replays. */
#include "solver/layer.h"

typedef struct InjectLayer {
  SolverLayer base;
  double rate;
  uint64_t at, seen, rng;
} InjectLayer;

static bool inject_now(InjectLayer *j) {
  if (j->at && j->seen == j->at) return true;
  if (j->rate <= 0) return false;
  j->rng ^= j->rng << 13, j->rng ^= j->rng >> 7, j->rng ^= j->rng << 17;
  return (double)(j->rng >> 11) / (double)(1ull << 53) < j->rate;
}

static SolverResult inject_check(SolverLayer *l, SliceQuery *q) {
  InjectLayer *j = (InjectLayer *)l;
  j->seen++;
  if (!inject_now(j)) return layer_below(l, q);
  l->stats->z3_unknown++;
  q->note = "injected";
  return SOLVER_UNKNOWN;
}

static void inject_free(SolverLayer *l) { xfree(l, sizeof(InjectLayer)); }

static const SolverLayerOps inject_ops = {"inject", inject_check, inject_free};

SolverLayer *layer_inject_new(SolverLayer *next, double rate, uint64_t at) {
  InjectLayer *j = xcalloc(1, sizeof *j);
  j->base.ops = &inject_ops;
  j->base.next = next;
  j->rate = rate;
  j->at = at;
  j->rng = 0x9e3779b97f4a7c15ull;
  return &j->base;
}
