/* layer_log: the query log (`symx run --log-queries FILE`, see layer.h):
 * every query that gets past the cache, as SMT-LIB 2 (smtlib.h), with the
 * answer of the layers below and its time in a comment. */
#include "base/util.h"
#include "solver/layer.h"
#include "solver/smtlib.h"

typedef struct LogLayer {
  SolverLayer base;
  FILE *f;
} LogLayer;

static SolverResult log_check(SolverLayer *l, SliceQuery *q) {
  LogLayer *g = (LogLayer *)l;
  if (!g->f) return layer_below(l, q);
  double t0 = util_now();
  q->note = NULL;
  SolverResult r = layer_below(l, q);
  char comment[128];
  snprintf(comment, sizeof comment, "query %llu: %s in %.6f s%s%s%s",
           (unsigned long long)l->stats->z3_queries,
           r == SOLVER_SAT ? "sat" : r == SOLVER_UNSAT ? "unsat" : "unknown", util_now() - t0,
           q->note ? " (" : "", q->note ? q->note : "", q->note ? ")" : "");
  smtlib_write_query(g->f, q->cs, q->n, comment);
  return r;
}

static void log_free(SolverLayer *l) { xfree(l, sizeof(LogLayer)); }

static const SolverLayerOps log_ops = {"log", log_check, log_free};

SolverLayer *layer_log_new(SolverLayer *next) {
  LogLayer *g = xcalloc(1, sizeof *g);
  g->base.ops = &log_ops;
  g->base.next = next;
  return &g->base;
}

void layer_log_set_file(SolverLayer *l, FILE *f) {
  ((LogLayer *)l)->f = f;
  if (f) smtlib_begin(f);
}
