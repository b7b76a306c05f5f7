/* layer_model: the caller's model satisfies pc, so a query it satisfies too
 * is SAT with no change to the model; a query false under it that reads no
 * input byte is false under every model: UNSAT. */
#include "solver/layer.h"
#include "solver/varset.h"

typedef struct {
  SolverLayer base;
  VarScratch w;
} ModelLayer;

static SolverResult model_check(SolverLayer *l, SolverQuery *q) {
  if (expr_eval(q->q, q->model) == 1) {
    l->stats->trivial++;
    return layer_answer(l, q, SOLVER_SAT);
  }
  if (varset(&((ModelLayer *)l)->w, q->q)->n == 0) {
    l->stats->trivial++;
    return layer_answer(l, q, SOLVER_UNSAT);
  }
  return layer_check(l->next, q);
}

static void model_layer_free(SolverLayer *l) {
  varscratch_free(&((ModelLayer *)l)->w);
  xfree(l, sizeof(ModelLayer));
}

static const SolverLayerOps model_ops = {"model", model_check, model_layer_free};

SolverLayer *layer_model_new(SolverStats *stats, SolverLayer *next) {
  ModelLayer *m = xcalloc(1, sizeof *m);
  m->base = (SolverLayer){&model_ops, next, stats};
  return &m->base;
}
