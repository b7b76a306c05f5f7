/* The solver's chain of layers (solver/layer.h) one by one, over a backend
 * of the test's own that enumerates every value of the slice's bytes and
 * counts the queries that reach it; then the queries built on solver_check
 * (check under assumptions, validity, values) with Z3. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "solver/layer.h"

#include "check.h"

/* The expressions of the test. */
static ExprTable *T;

/* ---- A brute-force backend ---------------------------------------------------- */

typedef struct CountLayer {
  SolverLayer base;
  int calls;
} CountLayer;

static SolverResult brute_check(SolverLayer *l, SolverQuery *q) {
  CountLayer *c = (CountLayer *)l;
  c->calls++;
  if (q->nvars > 2) return SOLVER_UNKNOWN;
  uint32_t limit = 1u << (8 * q->nvars);
  for (uint32_t x = 0; x < limit; x++) {
    Model *m = model_new();
    for (size_t i = 0; i < q->nvars; i++) model_set(m, q->vars[i]->u.arr, q->vars[i]->aux, (uint8_t)(x >> (8 * i)));
    bool all = true;
    for (size_t i = 0; i < q->ncs && all; i++) all = expr_eval(q->cs[i], m) == 1;
    model_free(m);
    if (all) {
      for (size_t i = 0; i < q->nvars; i++) q->vals[i] = (uint8_t)(x >> (8 * i));
      return SOLVER_SAT;
    }
  }
  return SOLVER_UNSAT;
}

static void brute_free(SolverLayer *l) { xfree(l, sizeof(CountLayer)); }
static const SolverLayerOps brute_ops = {"brute", brute_check, brute_free};

/* A solver over b, its options from the environment. */
static Solver *over(CountLayer *b) {
  SolverOptions o = {0};
  solver_options_from_env(&o);
  return solver_new_over(&o, &b->base);
}

static CountLayer *brute_new(void) {
  CountLayer *c = xcalloc(1, sizeof *c);
  c->base.ops = &brute_ops;
  return c;
}

static Array *A;
static Expr *X(void) { return expr_var(A, 0); }
static Expr *Y(void) { return expr_var(A, 1); }
/* a op b over two new references, consumed. */
static Expr *OP(ExprKind k, Expr *a, Expr *b) {
  Expr *r = expr_binary(k, a, b);
  expr_dec(a), expr_dec(b);
  return r;
}
static Expr *K(uint64_t v) { return expr_const(T, 8, v); }

/* ---- Layer by layer ------------------------------------------------------------- */

static void test_front_and_cache(void) {
  CountLayer *b = brute_new();
  Solver *s = over(b);
  Model *m = model_new();
  model_set(m, A, 0, 20);
  Expr *q = OP(EXPR_ULT, X(), K(10)); /* x < 10: the model (x = 20) does not satisfy it */
  Expr *pc[1] = {NULL};
  Model *m1 = model_copy(m), *m2 = model_copy(m);
  CHECK(solver_check(s, pc, 0, q, m1) == SOLVER_SAT && model_get(m1, A, 0) < 10);
  CHECK(b->calls == 1);
  CHECK(solver_check(s, pc, 0, q, m2) == SOLVER_SAT && model_get(m2, A, 0) < 10);
  CHECK(b->calls == 1 && solver_stats(s)->cache_hits == 1); /* the cache answered */
  /* Constants and queries the model satisfies never reach the chain. */
  Expr *t = expr_bool(T, true), *sat = OP(EXPR_ULT, X(), K(30));
  CHECK(solver_check(s, pc, 0, t, m) == SOLVER_SAT);
  CHECK(solver_check(s, pc, 0, sat, m) == SOLVER_SAT);
  CHECK(b->calls == 1 && solver_stats(s)->trivial == 2);
  expr_dec(q), expr_dec(t), expr_dec(sat);
  model_free(m), model_free(m1), model_free(m2);
  solver_free(s);
}

static void test_order(void) {
  CountLayer *b = brute_new();
  Solver *s = over(b);
  Model *m = model_new();
  model_set(m, A, 0, 1), model_set(m, A, 1, 2);
  Expr *lt = OP(EXPR_ULT, X(), Y()), *gt = OP(EXPR_ULT, Y(), X()); /* pc: x < y; query: y < x */
  Expr *pc[1] = {lt};
  CHECK(solver_check(s, pc, 1, gt, m) == SOLVER_UNSAT);
  CHECK(b->calls == 0 && solver_stats(s)->by_order == 1);
  expr_dec(lt), expr_dec(gt);
  model_free(m);
  solver_free(s);
}

static void test_inject_and_log(void) {
  char path[] = "/tmp/symx-test-log-XXXXXX";
  int fd = mkstemp(path);
  FILE *f = fd >= 0 ? fdopen(fd, "w+") : NULL;
  CHECK(f != NULL);
  if (!f) return;
  CountLayer *b = brute_new();
  SolverOptions o = {.query_log = f, .unknown_at = 1};
  Solver *s = solver_new_over(&o, &b->base);
  Model *m = model_new();
  Expr *q1 = OP(EXPR_EQ, X(), K(7)), *q2 = OP(EXPR_EQ, X(), K(9));
  Expr *pc[1] = {NULL};
  CHECK(solver_check(s, pc, 0, q1, m) == SOLVER_UNKNOWN); /* the first query below the cache */
  CHECK(b->calls == 0 && solver_stats(s)->z3_unknown == 1);
  CHECK(solver_check(s, pc, 0, q2, m) == SOLVER_SAT && model_get(m, A, 0) == 9);
  CHECK(b->calls == 1);
  fflush(f);
  rewind(f);
  char text[4096] = "";
  size_t n = fread(text, 1, sizeof text - 1, f);
  text[n] = 0;
  CHECK(strstr(text, "query 1: unknown") && strstr(text, "(injected)"));
  CHECK(strstr(text, "query 2: sat") && strstr(text, "(check-sat)"));
  fclose(f);
  unlink(path);
  expr_dec(q1), expr_dec(q2);
  model_free(m);
  solver_free(s);
}

/* ---- The queries built on solver_check, with Z3 -------------------------------- */

static void test_queries(void) {
  Solver *s = solver_new(10.0);
  Model *m = model_new();
  model_set(m, A, 0, 3);
  Expr *lt10 = OP(EXPR_ULT, X(), K(10)); /* pc: x < 10; the model: x = 3 */
  Expr *pc[1] = {lt10};
  Expr *lt20 = OP(EXPR_ULT, X(), K(20)), *lt5 = OP(EXPR_ULT, X(), K(5));
  Model *cex = NULL;
  CHECK(solver_valid(s, pc, 1, lt20, m, &cex) == SOLVER_VALID && cex == NULL);
  CHECK(solver_valid(s, pc, 1, lt5, m, &cex) == SOLVER_INVALID && cex != NULL);
  if (cex) CHECK(model_get(cex, A, 0) >= 5 && model_get(cex, A, 0) < 10);
  model_free(cex);
  CHECK(model_get(m, A, 0) == 3); /* the caller's model is kept */
  Expr *is8 = OP(EXPR_EQ, X(), K(8)), *is30 = OP(EXPR_EQ, X(), K(30));
  Expr *a1[1] = {is8}, *a2[1] = {is30};
  Model *mm = model_copy(m);
  CHECK(solver_check_assuming(s, pc, 1, a1, 1, mm) == SOLVER_SAT && model_get(mm, A, 0) == 8);
  CHECK(solver_check_assuming(s, pc, 1, a2, 1, mm) == SOLVER_UNSAT);
  CHECK(solver_check_assuming(s, pc, 1, NULL, 0, mm) == SOLVER_SAT);
  bool unique = true;
  Expr *x = X();
  CHECK(solver_value(s, pc, 1, x, m, &unique) == 3 && !unique);
  Expr *pc2[2] = {lt10, is8};
  CHECK(solver_value(s, pc2, 2, x, mm, &unique) == 8 && unique);
  expr_dec(x), expr_dec(lt10), expr_dec(lt20), expr_dec(lt5), expr_dec(is8), expr_dec(is30);
  model_free(m), model_free(mm);
  solver_free(s);
}

int main(void) {
  size_t bytes0 = util_bytes_in_use();
  T = expr_table_new();
  A = array_new(T, "a", 4);
  test_front_and_cache();
  test_order();
  test_inject_and_log();
  test_queries();
  CHECK(expr_live_count(T) == 0);
  expr_table_free(T);
  CHECK(util_bytes_in_use() == bytes0);
  printf("test_solver_chain: %d passed, %d failed\n", passed, failed);
  return failed != 0;
}
