/* layer_log (--log-queries FILE): writes every query that reaches it — the
 * slice and the query, as one SMT-LIB 2 block (smtlib.h) — with its answer,
 * its number and the time the layers below took, so that `z3 FILE` can
 * answer them again. Sits below the cache: it logs what goes to Z3. */
#include "solver/layer.h"
#include "solver/smtlib.h"

#include <string.h>

typedef struct {
  SolverLayer base;
  FILE *f;               /* the caller's */
  uint64_t n;            /* queries logged */
} LogLayer;

static SolverResult log_check(SolverLayer *l, SolverQuery *q) {
  LogLayer *g = (LogLayer *)l;
  g->n++;
  double t0 = util_now();
  SolverResult r = layer_check(l->next, q);
  double secs = util_now() - t0;
  bool injected = q->by && strcmp(q->by, "inject") == 0;
  char comment[128];
  snprintf(comment, sizeof comment, "query %llu: %s in %.6f s%s", (unsigned long long)g->n,
           r == SOLVER_SAT ? "sat" : r == SOLVER_UNSAT ? "unsat" : "unknown", injected ? 0.0 : secs,
           injected ? " (injected)" : "");
  smtlib_write_query(g->f, q->cs, q->ncs, comment);
  return r;
}

static void log_free(SolverLayer *l) { xfree(l, sizeof(LogLayer)); }

static const SolverLayerOps log_ops = {"log", log_check, log_free};

SolverLayer *layer_log_new(SolverStats *stats, SolverLayer *next, FILE *f) {
  LogLayer *g = xcalloc(1, sizeof *g);
  g->base = (SolverLayer){&log_ops, next, stats};
  g->f = f;
  smtlib_begin(f);
  return &g->base;
}
