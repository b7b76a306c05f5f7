/* layer_z3: the end of the chain, Z3 (solver_z3.c) on the slice. Time-outs
 * and Z3 errors answer UNKNOWN. */
#include "solver/layer.h"

typedef struct {
  SolverLayer base;
  Z3Backend *z;   /* the chain's owner's */
} Z3Layer;

static SolverResult z3_check(SolverLayer *l, SolverQuery *q) {
  l->stats->z3_queries++;
  double t0 = util_now();
  SolverResult r = z3_backend_check(((Z3Layer *)l)->z, q->cs, q->ncs, q->vars, q->nvars, q->vals);
  l->stats->z3_time += util_now() - t0;
  if (r == SOLVER_UNKNOWN) l->stats->z3_unknown++;
  return layer_answer(l, q, r);
}

static void z3_free(SolverLayer *l) { xfree(l, sizeof(Z3Layer)); }

static const SolverLayerOps z3_ops = {"Z3", z3_check, z3_free};

SolverLayer *layer_z3_new(SolverStats *stats, Z3Backend *z) {
  Z3Layer *y = xcalloc(1, sizeof *y);
  y->base = (SolverLayer){&z3_ops, NULL, stats};
  y->z = z;
  return &y->base;
}
