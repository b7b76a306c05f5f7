/* layer_const: a constant query answers itself. */
#include "solver/layer.h"

static SolverResult const_check(SolverLayer *l, SolverQuery *q) {
  if (!expr_is_const(q->q)) return layer_check(l->next, q);
  l->stats->trivial++;
  return layer_answer(l, q, expr_value(q->q) ? SOLVER_SAT : SOLVER_UNSAT);
}

static void const_free(SolverLayer *l) { xfree(l, sizeof *l); }

static const SolverLayerOps const_ops = {"constants", const_check, const_free};

SolverLayer *layer_const_new(SolverStats *stats, SolverLayer *next) {
  SolverLayer *l = xcalloc(1, sizeof *l);
  *l = (SolverLayer){&const_ops, next, stats};
  return l;
}
