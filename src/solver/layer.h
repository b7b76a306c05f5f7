/* layer: the solver's chain of layers below slicing (solver.c builds it).
 *
 *   order -> cache -> log -> inject -> Z3
 *
 * Each layer gets the slice of a query (the path condition's constraints
 * that share variables with it, transitively, and the query last) and
 * either answers it or hands it to the layer below. A layer is a struct
 * whose first member is a SolverLayer; its ops say how it answers and how
 * it is freed. A new layer is a file with its constructor, and a line in
 * solver.c's build_chain. */
#ifndef SYMX_SOLVER_LAYER_H
#define SYMX_SOLVER_LAYER_H

#include <stdio.h>

#include "solver/solver.h"

/* A query as the layers see it. On SAT the layer that answers writes the
 * value of each variable of the slice (vars[i]: a VAR node, one input byte)
 * to vals[i]. */
typedef struct SliceQuery {
  Expr *const *cs;     /* the slice's constraints (width 1), the query last */
  size_t n;
  Expr *const *vars;   /* the slice's variables, sorted by id */
  size_t nvars;
  uint8_t *vals;
  const char *note;    /* set by a layer for the log ("injected") */
} SliceQuery;

typedef struct SolverLayer SolverLayer;
typedef struct SolverLayerOps {
  const char *name;
  SolverResult (*check)(SolverLayer *l, SliceQuery *q);
  void (*free)(SolverLayer *l);   /* frees the layer itself (not the ones below) */
} SolverLayerOps;

struct SolverLayer {
  const SolverLayerOps *ops;
  SolverLayer *next;     /* the layer below; NULL for the last one */
  SolverStats *stats;    /* the solver's, which every layer counts into */
};

static inline SolverResult layer_check(SolverLayer *l, SliceQuery *q) { return l->ops->check(l, q); }
static inline SolverResult layer_below(SolverLayer *l, SliceQuery *q) { return layer_check(l->next, q); }

/* Refutes queries by transitivity of the slice's comparisons (layer_order.c).
 * With `confirm` (SYMX_VALIDATE), every refutation is checked by that layer,
 * and a satisfiable one stops symx. */
SolverLayer *layer_order_new(SolverLayer *next, SolverLayer *confirm);
/* The exact query cache: answers a slice seen before (layer_cache.c). */
SolverLayer *layer_cache_new(SolverLayer *next);
/* Writes every query that passes, with its answer and time, to f as
 * SMT-LIB 2 (layer_log.c); f NULL: passes queries on untouched. */
SolverLayer *layer_log_new(SolverLayer *next);
void layer_log_set_file(SolverLayer *log, FILE *f);
/* Fault injection (layer_inject.c): answers UNKNOWN to a fraction `rate` of
 * the queries (a fixed pseudo-random sequence), and to the `at`-th one. */
SolverLayer *layer_inject_new(SolverLayer *next, double rate, uint64_t at);
/* Z3 (solver_z3.c), the last layer. */
SolverLayer *layer_z3_new(double timeout_s);
void layer_z3_set_limits(SolverLayer *z3, double run_deadline, const volatile sig_atomic_t *interrupt,
                         double max_rss);

/* A solver whose chain ends in `backend` instead of Z3 (for tests). */
Solver *solver_new_over(SolverLayer *backend);

/* Frees a chain, top first. */
void layer_chain_free(SolverLayer *top);

#endif
