/* layer: the solver chain's seam (internal to src/solver; the unit tests use it).
 *
 * A query goes down a chain of layers, each a struct that starts with a
 * SolverLayer: a layer answers what it can and hands the rest to `next`, as
 * in KLEE's ConstructSolverChain. solver.c assembles the chain in one place
 * (solver_chain_new); the order, top first:
 *
 *   validate?  constants  model  slice  order  cache  cex  log?  inject?  Z3
 *
 * (? = only when its option is on). The layers above `slice` see the
 * caller's path condition, query and model; `slice` cuts the path condition
 * down to the constraints that share variables with the query and fills
 * `cs`, `vars` and `vals` for the layers below it, which answer SAT by
 * writing `vals` (the values of `vars`) — `slice` moves the model to them.
 *
 * A new layer: a struct with `SolverLayer base` first, a SolverLayerOps with
 * its name, check and free, a constructor here, and a line in
 * solver_chain_new where it belongs. */
#ifndef SYMX_SOLVER_LAYER_H
#define SYMX_SOLVER_LAYER_H

#include "solver/solver.h"

/* One query as it goes down the chain: is pc ∧ q satisfiable? */
typedef struct SolverQuery {
  Expr *const *pc;        /* the path condition (width-1 constraints) ... */
  size_t n;
  Expr *q;                /* ... and the query, width 1 */
  Model *model;           /* satisfies pc; on SAT moved to satisfy pc ∧ q */
  /* Below `slice`: the slice of pc (sorted by id) followed by q, its
   * variables (sorted by id), and room for their values (zeroed). */
  Expr *const *cs;
  size_t ncs;
  Expr *const *vars;
  size_t nvars;
  uint8_t *vals;          /* SAT below `slice`: vals[i] is the value of vars[i] */
  const char *by;         /* the name of the layer that answered */
} SolverQuery;

typedef struct SolverLayer SolverLayer;

typedef struct SolverLayerOps {
  const char *name;
  /* Answers the query, itself or through l->next; sets q->by when it
   * answers itself. */
  SolverResult (*check)(SolverLayer *l, SolverQuery *q);
  void (*free)(SolverLayer *l);   /* the layer alone, not the rest of the chain */
} SolverLayerOps;

struct SolverLayer {
  const SolverLayerOps *ops;
  SolverLayer *next;      /* NULL only for the last layer */
  SolverStats *stats;     /* where the layer counts what it answers */
};

static inline SolverResult layer_check(SolverLayer *l, SolverQuery *q) { return l->ops->check(l, q); }

/* Answers q in the layer itself. */
static inline SolverResult layer_answer(SolverLayer *l, SolverQuery *q, SolverResult r) {
  q->by = l->ops->name;
  return r;
}

/* The top of s's chain (for tests and debugging). */
SolverLayer *solver_chain(const Solver *s);

/* Frees a chain from l down. */
void layer_chain_free(SolverLayer *l);

/* The layers (layer_*.c; Z3 in solver_z3.c). Each counts into `stats`. */
SolverLayer *layer_validate_new(SolverStats *stats, SolverLayer *next);   /* SYMX_VALIDATE: check every SAT model */
SolverLayer *layer_const_new(SolverStats *stats, SolverLayer *next);      /* constant queries */
SolverLayer *layer_model_new(SolverStats *stats, SolverLayer *next);      /* the caller's model decides */
SolverLayer *layer_slice_new(SolverStats *stats, SolverLayer *next);      /* independence slicing */
/* Transitivity of the slice's comparisons; with `confirm` non-NULL (the
 * last layer, SYMX_VALIDATE), each UNSAT it finds is checked there and a
 * satisfiable one stops symx. */
SolverLayer *layer_order_new(SolverStats *stats, SolverLayer *next, SolverLayer *confirm);
/* The exact query cache; every query it passes on counts as one for Z3
 * (or what stands in for it: injection, a test's backend). */
SolverLayer *layer_cache_new(SolverStats *stats, SolverLayer *next);
/* The counterexample cache (below `cache`): SAT from an earlier model under
 * which the query holds, UNSAT from an earlier UNSAT set among the query's
 * constraints. It counts its answers as cache hits (and cex hits), taking
 * them back from what `cache` counted for Z3. With `confirm` (as for
 * `order`), each UNSAT it finds is checked there. */
SolverLayer *layer_cex_new(SolverStats *stats, SolverLayer *next, SolverLayer *confirm);
/* Writes every query reaching it to f as SMT-LIB 2, with its answer. */
SolverLayer *layer_log_new(SolverStats *stats, SolverLayer *next, FILE *f);
/* Makes queries UNKNOWN: each with probability `rate`, and the `at`-th (from 1; 0: none). */
SolverLayer *layer_inject_new(SolverStats *stats, SolverLayer *next, double rate, uint64_t at);
/* Z3 (solver_z3.c, the only file that includes z3.h), the last layer, with
 * its own context; timeout_s <= 0: no per-query limit. Its stats are set by
 * the solver that takes it. */
SolverLayer *layer_z3_new(double timeout_s);
/* See solver_implies: UNKNOWN when l is not Z3's layer. */
SolverValidity layer_z3_implies(SolverLayer *l, Expr *const *lhs, size_t n1, Expr *const *rhs, size_t n2,
                                Array *const *keep, size_t nkeep);
/* See solver_set_limits. */
void layer_z3_set_limits(SolverLayer *z3, double run_deadline, const volatile sig_atomic_t *interrupt,
                         double max_rss);

/* A solver whose chain is built from o but ends in `backend` (which it then
 * owns) instead of Z3: tests put a layer of their own there. */
Solver *solver_new_over(const SolverOptions *o, SolverLayer *backend);

#endif
