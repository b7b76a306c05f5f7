/* layer_validate (SYMX_VALIDATE=1): every SAT answer of the layers below is
 * checked against the whole path condition and the query; a model that
 * violates one is a bug in the layer that answered, and stops symx. */
#include "solver/layer.h"

#include <string.h>

static void check_model(const SolverQuery *q) {
  for (size_t i = 0; i <= q->n; i++) {
    Expr *c = i < q->n ? q->pc[i] : q->q;
    if (expr_eval(c, q->model) != 1) {
      fprintf(stderr, "symx: SYMX_VALIDATE: the model from the %s layer violates %s%zu: ", q->by,
              i < q->n ? "pc constraint " : "the query", i < q->n ? i : 0);
      expr_print(stderr, c);
      fputc('\n', stderr);
      die("solver validation failed");
    }
  }
}

static SolverResult validate_check(SolverLayer *l, SolverQuery *q) {
  SolverResult r = layer_check(l->next, q);
  /* A constant query says nothing about the model. */
  if (r == SOLVER_SAT && strcmp(q->by, "constants") != 0) check_model(q);
  return r;
}

static void validate_free(SolverLayer *l) { xfree(l, sizeof *l); }

static const SolverLayerOps validate_ops = {"validate", validate_check, validate_free};

SolverLayer *layer_validate_new(SolverStats *stats, SolverLayer *next) {
  SolverLayer *l = xcalloc(1, sizeof *l);
  *l = (SolverLayer){&validate_ops, next, stats};
  return l;
}
