/* Unit tests of the solver's order layer: queries refuted by transitivity of
 * the path condition's comparisons without Z3, and queries it must leave to
 * Z3 (satisfiable ones, mixed signed/unsigned orders, non-strict chains). */
#include <stdio.h>

#include "solver/solver.h"

#include "check.h"

/* The expressions of the test. */
static ExprTable *T;

static Expr *v32(Array *a) {
  Expr *b[4], *r;
  for (int i = 0; i < 4; i++) b[i] = expr_var(a, i);
  Expr *h = expr_concat(b[3], b[2]), *l = expr_concat(b[1], b[0]);
  r = expr_concat(h, l);
  for (int i = 0; i < 4; i++) expr_dec(b[i]);
  expr_dec(h), expr_dec(l);
  return r;
}

/* Runs one query on a fresh model that satisfies pc (all constraints here
 * hold when every variable is 0 except as noted). */
static SolverResult ask(Solver *s, Expr **pc, size_t n, Expr *q, Model *m) {
  Model *c = model_copy(m);
  SolverResult r = solver_check(s, pc, n, q, c);
  model_free(c);
  return r;
}

int main(void) {
  size_t start = util_bytes_in_use();
  T = expr_table_new();
  Solver *s = solver_new(5);
  Array *A = array_new(T, "a", 4), *B = array_new(T, "b", 4);
  Array *C = array_new(T, "c", 4), *K = array_new(T, "k", 4);
  Expr *a = v32(A), *b = v32(B), *c = v32(C), *k = v32(K);
  /* pc: a <= b <= c, c < k (signed). A model: a=b=c=0, k=1. */
  Expr *pc[4];
  pc[0] = expr_binary(EXPR_SLE, a, b);
  pc[1] = expr_binary(EXPR_SLE, b, c);
  pc[2] = expr_binary(EXPR_SLT, c, k);
  Model *m = model_new();
  model_set(m, K, 0, 1);
  const SolverStats *st = solver_stats(s);

  uint64_t before = st->by_order;
  Expr *q1 = expr_eq(a, k);                 /* a <= b <= c < k: a == k impossible */
  CHECK(ask(s, pc, 3, q1, m) == SOLVER_UNSAT);
  Expr *q2 = expr_binary(EXPR_SLT, k, a);   /* k < a impossible */
  CHECK(ask(s, pc, 3, q2, m) == SOLVER_UNSAT);
  Expr *q3 = expr_binary(EXPR_SLE, k, b);   /* k <= b impossible (b < k strictly) */
  CHECK(ask(s, pc, 3, q3, m) == SOLVER_UNSAT);
  CHECK(st->by_order == before + 3);

  /* Satisfiable: a == c is possible (non-strict chain); must stay SAT. */
  Expr *q4 = expr_eq(a, c);
  Model *m2 = model_copy(m);
  /* a=3 <= b=5 <= c=5 < k=9 satisfies pc and not q4, so the query cannot be
   * answered from the model: the layers (and Z3) must find a == c. */
  model_set(m2, A, 0, 3);
  model_set(m2, B, 0, 5);
  model_set(m2, C, 0, 5);
  model_set(m2, K, 0, 9);
  CHECK(ask(s, pc, 3, q4, m2) == SOLVER_SAT);
  /* The unsigned order is not implied by signed facts: a <u k may fail. */
  Expr *q5 = expr_binary(EXPR_ULT, k, a);
  CHECK(ask(s, pc, 3, q5, m) == SOLVER_SAT);
  /* x <= y with x != y is strict: b <= c, b != c => c == b impossible. */
  Expr *eqbc = expr_eq(b, c), *nebc = expr_not(eqbc);
  pc[3] = nebc;
  Model *m3 = model_copy(m);
  model_set(m3, C, 0, 1);
  model_set(m3, K, 0, 2);
  uint64_t b2 = st->by_order;
  CHECK(ask(s, pc, 4, eqbc, m3) == SOLVER_UNSAT);
  CHECK(st->by_order == b2 + 1);
  /* A query that is the negation of a constraint. */
  Expr *q6 = expr_binary(EXPR_SLE, k, c); /* == not(c < k) */
  CHECK(ask(s, pc, 3, q6, m) == SOLVER_UNSAT);

  model_free(m), model_free(m2), model_free(m3);
  Expr *all[] = {a, b, c, k, pc[0], pc[1], pc[2], q1, q2, q3, q4, q5, q6, eqbc, nebc};
  for (size_t i = 0; i < sizeof all / sizeof all[0]; i++) expr_dec(all[i]);
  solver_free(s);
  CHECK(expr_live_count(T) == 0);
  expr_table_free(T);
  CHECK(util_bytes_in_use() == start);
  printf("test_order: %d passed, %d failed\n", passed, failed);
  return failed != 0;
}
