/* solver: satisfiability of path conditions, as a chain of layers in front of Z3.
 *
 * The engine keeps, for each state, a path condition (a conjunction of width-1
 * expressions) and a Model that satisfies it. One call answers: is pc ∧ q
 * satisfiable? — and, when it is, moves the model to one that satisfies pc ∧ q.
 *
 * solver.c answers from constants and from the caller's model (if the
 * model already satisfies q, SAT without any query), then slices pc into the
 * constraints that share variables with q (transitively) — the rest stay
 * satisfied by the unchanged part of the model — and hands the slice to the
 * chain of layer.h: order -> cache -> log -> inject -> Z3 (solver_z3.c, the
 * only file that includes z3.h).
 */
#ifndef SYMX_SOLVER_H
#define SYMX_SOLVER_H

#include <signal.h>

#include "expr/expr.h"

typedef enum { SOLVER_SAT, SOLVER_UNSAT, SOLVER_UNKNOWN } SolverResult;

typedef struct SolverStats {
  uint64_t queries;        /* solver_check calls */
  uint64_t trivial;        /* answered from constants or the caller's model */
  uint64_t by_order;       /* shown UNSAT by the ordering facts of the slice */
  uint64_t cache_hits;     /* answered by a cache */
  uint64_t z3_queries;     /* reached Z3 */
  uint64_t z3_unknown;     /* Z3 timeouts / unknowns */
  double z3_time;          /* seconds spent in Z3 */
} SolverStats;

typedef struct Solver Solver;

/* timeout_s <= 0 means no per-query limit. */
Solver *solver_new(double timeout_s);
void solver_free(Solver *s);

/* Is (pc[0] ∧ ... ∧ pc[n-1] ∧ q) satisfiable? q has width 1.
 * On entry `model` satisfies pc. On SAT, `model` is updated so that it
 * satisfies pc ∧ q (only bytes of variables in q's slice change). On UNSAT or
 * UNKNOWN, `model` is unchanged. */
SolverResult solver_check(Solver *s, Expr *const *pc, size_t n, Expr *q, Model *model);

/* The queries built on solver_check, for the drivers to come (a model of
 * pc is given; pc itself is never changed):
 *
 * Is pc ∧ assume[0] ∧ ... ∧ assume[k-1] satisfiable? On SAT the model moves
 * to one of the conjunction, as solver_check does. */
SolverResult solver_check_assuming(Solver *s, Expr *const *pc, size_t n, Expr *const *assume, size_t k,
                                   Model *model);

typedef enum { SOLVER_VALID, SOLVER_INVALID, SOLVER_VALIDITY_UNKNOWN } SolverValidity;
/* Does pc imply q (is pc ∧ ¬q unsatisfiable)? When it does not and counter
 * is not NULL, *counter is a model of pc ∧ ¬q (the caller frees it). */
SolverValidity solver_valid(Solver *s, Expr *const *pc, size_t n, Expr *q, const Model *model,
                            Model **counter);

/* A value of e (at most 64 bits) under pc: the model's own. *unique (may be
 * NULL) says whether pc allows no other (false also when undecided). */
uint64_t solver_value(Solver *s, Expr *const *pc, size_t n, Expr *e, const Model *model, bool *unique);

const SolverStats *solver_stats(const Solver *s);

/* Writes every later query that reaches Z3 to f as SMT-LIB 2 (smtlib.h),
 * with its answer and time in a comment; NULL stops. f stays the caller's. */
void solver_log_queries(Solver *s, FILE *f);

/* Bounds every later query, its translation for Z3 included: none runs past
 * `run_deadline` (absolute, the util_now() clock; <= 0 for none), continues
 * once *interrupt becomes nonzero (may be NULL), or goes on while the
 * process's resident memory is over `max_rss` bytes (<= 0 for none). Such
 * a query answers SOLVER_UNKNOWN. */
void solver_set_limits(Solver *s, double run_deadline, const volatile sig_atomic_t *interrupt, double max_rss);

#endif
