/* solver: satisfiability of path conditions, as a chain of layers in front of Z3.
 *
 * The engine keeps, for each state, a path condition (a conjunction of width-1
 * expressions) and a Model that satisfies it. The basic question is: is
 * pc ∧ q satisfiable? — and, when it is, the model moves to one that
 * satisfies pc ∧ q. Validity, values and assumptions are asked in its terms.
 *
 * The question goes down a chain of layers (layer.h, assembled in one place,
 * solver_chain_new in solver.c): constants, the caller's model, independence
 * slicing, the order layer, an exact query cache, then Z3 (solver_z3.c, the
 * only file that includes z3.h); with options, a validating layer on top, the
 * query log and fault injection in front of Z3.
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
  uint64_t cex_hits;       /* ... of them by the counterexample cache */
  uint64_t z3_queries;     /* passed the cache: asked of Z3 (or made UNKNOWN by injection) */
  uint64_t z3_unknown;     /* Z3 timeouts / unknowns */
  double z3_time;          /* seconds spent in Z3 */
} SolverStats;

typedef struct Solver Solver;

typedef struct SolverOptions {
  double timeout_s;      /* per query; <= 0: no limit */
  FILE *query_log;       /* SMT-LIB 2 of every query that reaches Z3 (--log-queries); NULL: none */
  bool validate;         /* check every SAT model and every order-layer UNSAT (SYMX_VALIDATE=1) */
  double unknown_rate;   /* fault injection: this share of Z3 queries answer UNKNOWN ... */
  uint64_t unknown_at;   /* ... and this one (from 1; 0: none) */
} SolverOptions;

/* Sets validate, unknown_rate and unknown_at from SYMX_VALIDATE,
 * SYMX_INJECT_UNKNOWN_RATE and SYMX_INJECT_UNKNOWN_AT. */
void solver_options_from_env(SolverOptions *o);

/* A solver whose chain is built from o (query_log stays the caller's). */
Solver *solver_new_with(const SolverOptions *o);
/* The same with a time limit and the rest from the environment. */
Solver *solver_new(double timeout_s);
void solver_free(Solver *s);

/* Is (pc[0] ∧ ... ∧ pc[n-1] ∧ q) satisfiable? q has width 1.
 * On entry `model` satisfies pc. On SAT, `model` is updated so that it
 * satisfies pc ∧ q (only bytes of variables in q's slice change). On UNSAT or
 * UNKNOWN, `model` is unchanged. */
SolverResult solver_check(Solver *s, Expr *const *pc, size_t n, Expr *q, Model *model);

/* Is pc ∧ as[0] ∧ ... ∧ as[k-1] satisfiable (all width 1)? The assumptions
 * hold for this query only: nothing of them stays in the solver or in pc. On
 * SAT, `model` moves to one that satisfies them too, as with solver_check;
 * pass a copy to keep it. */
SolverResult solver_check_assuming(Solver *s, Expr *const *pc, size_t n, Expr *const *as, size_t k,
                                   Model *model);

typedef enum { SOLVER_VALID, SOLVER_INVALID, SOLVER_VALIDITY_UNKNOWN } SolverValidity;

/* Does pc imply q (width 1), i.e. is pc ∧ ¬q unsatisfiable? `model`
 * satisfies pc and is not changed. When invalid and cex is non-NULL, *cex
 * receives a new model of pc ∧ ¬q (the caller frees it). */
SolverValidity solver_valid(Solver *s, Expr *const *pc, size_t n, Expr *q, const Model *model, Model **cex);

/* Does lhs[0] ∧ ... ∧ lhs[n1-1] imply ∃V. rhs[0] ∧ ... ∧ rhs[n2-1], where V
 * are all the input bytes of rhs except those of the arrays keep[0..nkeep)?
 * The variables rhs shares with lhs are bound by the quantifier too, so the
 * two sides are independent formulas tied only through the kept arrays (the
 * subsumption of one symbolic state by another, engine/subsume.c: the kept
 * arrays name the matched values). Asked of Z3 directly (quantifiers; not
 * through the layers); UNKNOWN on a time-out, a division or floating point,
 * or a solver without Z3. */
SolverValidity solver_implies(Solver *s, Expr *const *lhs, size_t n1, Expr *const *rhs, size_t n2,
                              Array *const *keep, size_t nkeep);

/* A value of e (at most 64 bits) under pc: its value in `model`, which
 * satisfies pc. *unique (may be NULL) says whether pc allows no other —
 * a validity query; false also when undecided. */
uint64_t solver_value(Solver *s, Expr *const *pc, size_t n, Expr *e, const Model *model, bool *unique);

const SolverStats *solver_stats(const Solver *s);

/* Bounds every later query, its translation for Z3 included: none runs past
 * `run_deadline` (absolute, the util_now() clock; <= 0 for none), continues
 * once *interrupt becomes nonzero (may be NULL), or goes on while the
 * process's resident memory is over `max_rss` bytes (<= 0 for none). Such
 * a query answers SOLVER_UNKNOWN. */
void solver_set_limits(Solver *s, double run_deadline, const volatile sig_atomic_t *interrupt, double max_rss);

#endif
