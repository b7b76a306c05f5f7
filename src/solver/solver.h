/* solver: satisfiability of path conditions, as a chain of layers in front of Z3.
 *
 * The engine keeps, for each state, a path condition (a conjunction of width-1
 * expressions) and a Model that satisfies it. One call answers: is pc ∧ q
 * satisfiable? — and, when it is, moves the model to one that satisfies pc ∧ q.
 *
 * Layers (solver.c): answer from constants; answer from the caller's model
 * (if the model already satisfies q, SAT without any query); slice pc into the
 * constraints that share variables with q (transitively) — the rest stay
 * satisfied by the unchanged part of the model; an exact query cache; then Z3
 * (solver_z3.c, the only file that includes z3.h).
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

/* ---- Internal: the Z3 layer (solver_z3.c), used only by solver.c ---------- */
typedef struct Z3Backend Z3Backend;
Z3Backend *z3_backend_new(double timeout_s);   /* timeout_s <= 0: no limit */
void z3_backend_free(Z3Backend *z);
void z3_backend_set_limits(Z3Backend *z, double run_deadline, const volatile sig_atomic_t *interrupt,
                           double max_rss);
/* Is cs[0] ∧ ... ∧ cs[n-1] satisfiable (all width 1)? On SAT, vals[i] receives
 * the value of the VAR node vars[i] in a model (unconstrained bytes get some
 * value). Timeouts and Z3 errors give SOLVER_UNKNOWN. */
SolverResult z3_backend_check(Z3Backend *z, Expr *const *cs, size_t n, Expr *const *vars,
                              size_t nvars, uint8_t *vals);

#endif
