/* Unit tests of the solver chain's seam (solver/layer.h): each layer alone
 * (not in a Solver) over a stub layer that counts the queries reaching it,
 * the chain's order as built from the options, and the queries built on the
 * chain (validity, assumptions, values) against Z3. test_solver_chain.c
 * runs the layers inside a Solver over a brute-force backend. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "solver/layer.h"

#include "check.h"

/* The expressions of the test. */
static ExprTable *T;

/* ---- A stub last layer ------------------------------------------------------ */

typedef struct {
  SolverLayer base;
  int calls;
  SolverResult answer;
  uint8_t fill;            /* SAT: the value of every variable */
  Expr *cs[8];             /* what the last query brought */
  size_t ncs, nvars;
} Stub;

static SolverResult stub_check(SolverLayer *l, SolverQuery *q) {
  Stub *s = (Stub *)l;
  s->calls++;
  s->ncs = q->ncs;
  s->nvars = q->nvars;
  for (size_t i = 0; i < q->ncs && i < 8; i++) s->cs[i] = q->cs[i];
  if (s->answer == SOLVER_SAT && q->vals) memset(q->vals, s->fill, q->nvars);
  q->by = "stub";
  return s->answer;
}

static void stub_free(SolverLayer *l) { (void)l; }

static const SolverLayerOps stub_ops = {"stub", stub_check, stub_free};

static Stub stub_new(SolverStats *st, SolverResult answer) {
  return (Stub){{&stub_ops, NULL, st}, 0, answer, 0, {0}, 0, 0};
}

static Array *A;

static Expr *V(unsigned i) { return expr_var(A, i); }
static Expr *K(u128 v) { return expr_const(T, 8, v); }
/* Shorthand that consumes its arguments. */
static Expr *B(ExprKind k, Expr *a, Expr *b) {
  Expr *r = expr_binary(k, a, b);
  expr_dec(a), expr_dec(b);
  return r;
}

/* A query as the slicing layer hands it down: cs (the last is q), vars. */
static SolverQuery below(Expr **cs, size_t ncs, Expr **vars, size_t nvars, uint8_t *vals) {
  memset(vals, 0, nvars);
  return (SolverQuery){.q = cs[ncs - 1], .cs = cs, .ncs = ncs, .vars = vars, .nvars = nvars, .vals = vals};
}

/* ---- Each layer alone --------------------------------------------------------- */

/* Repeated queries are answered by the cache, SAT with the same values, UNSAT
 * too; UNKNOWN is not kept. */
static void test_cache(void) {
  SolverStats st = {0};
  Stub stub = stub_new(&st, SOLVER_SAT);
  stub.fill = 7;
  SolverLayer *c = layer_cache_new(&st, &stub.base);
  Expr *x = V(0), *pc0 = B(EXPR_ULT, V(0), K(100)), *q1 = B(EXPR_EQ, V(0), K(7)), *q2 = B(EXPR_EQ, V(0), K(8));
  Expr *cs1[] = {pc0, q1}, *cs2[] = {pc0, q2}, *vars[] = {x};
  uint8_t vals[1];
  SolverQuery q = below(cs1, 2, vars, 1, vals);
  CHECK(layer_check(c, &q) == SOLVER_SAT && vals[0] == 7 && stub.calls == 1 && strcmp(q.by, "stub") == 0);
  q = below(cs1, 2, vars, 1, vals);
  CHECK(layer_check(c, &q) == SOLVER_SAT && vals[0] == 7);
  CHECK(stub.calls == 1 && st.cache_hits == 1 && strcmp(q.by, "cache") == 0);
  /* Another query is another key. */
  stub.answer = SOLVER_UNSAT;
  q = below(cs2, 2, vars, 1, vals);
  CHECK(layer_check(c, &q) == SOLVER_UNSAT && stub.calls == 2);
  q = below(cs2, 2, vars, 1, vals);
  CHECK(layer_check(c, &q) == SOLVER_UNSAT && stub.calls == 2 && st.cache_hits == 2);
  /* The slice is part of the key: q1 alone is not q1 under pc0. */
  Expr *cs3[] = {q1};
  stub.answer = SOLVER_UNKNOWN;
  q = below(cs3, 1, vars, 1, vals);
  CHECK(layer_check(c, &q) == SOLVER_UNKNOWN && stub.calls == 3);
  q = below(cs3, 1, vars, 1, vals);
  CHECK(layer_check(c, &q) == SOLVER_UNKNOWN && stub.calls == 4 && st.cache_hits == 2);
  CHECK(st.z3_queries == 4);   /* the misses */
  c->ops->free(c);   /* releases the key references */
  expr_dec(x), expr_dec(pc0), expr_dec(q1), expr_dec(q2);
}

/* The counterexample cache over the exact cache over the stub: a stored
 * model answers another query it satisfies (x = 5 satisfies x < 7), not one
 * it does not (x > 7); an UNSAT set answers a query holding all of it
 * (x < 3, x > 5 with y = 1), not one holding part of it; the cache's Z3
 * count gives back what the cex cache answered. */
static void test_cex(void) {
  SolverStats st = {0};
  Stub stub = stub_new(&st, SOLVER_SAT);
  stub.fill = 5;
  SolverLayer *cex = layer_cex_new(&st, &stub.base, NULL), *c = layer_cache_new(&st, cex);
  Expr *x = V(0), *y = V(1), *vars[] = {x, y}, *vars1[] = {x};
  Expr *lt10 = B(EXPR_ULT, V(0), K(10)), *lt7 = B(EXPR_ULT, V(0), K(7)), *gt7 = B(EXPR_ULT, K(7), V(0));
  Expr *lt3 = B(EXPR_ULT, V(0), K(3)), *gt5 = B(EXPR_ULT, K(5), V(0)), *y1 = B(EXPR_EQ, V(1), K(1));
  uint8_t vals[2];
  Expr *cs1[] = {lt10}, *cs2[] = {lt7}, *cs3[] = {gt7};
  SolverQuery q = below(cs1, 1, vars1, 1, vals);
  CHECK(layer_check(c, &q) == SOLVER_SAT && vals[0] == 5 && stub.calls == 1);
  stub.fill = 9;
  q = below(cs2, 1, vars1, 1, vals);
  CHECK(layer_check(c, &q) == SOLVER_SAT && vals[0] == 5 && stub.calls == 1 && strcmp(q.by, "cex") == 0);
  q = below(cs3, 1, vars1, 1, vals);
  CHECK(layer_check(c, &q) == SOLVER_SAT && vals[0] == 9 && stub.calls == 2);
  /* Every stored model is tried: x = 9 (the newest) does not hold x < 8, x = 5 does. */
  Expr *lt8 = B(EXPR_ULT, V(0), K(8)), *cs4[] = {lt8};
  q = below(cs4, 1, vars1, 1, vals);
  CHECK(layer_check(c, &q) == SOLVER_SAT && vals[0] == 5 && stub.calls == 2);
  stub.answer = SOLVER_UNSAT;
  Expr *core[] = {lt3, gt5}, *more[] = {y1, gt5, lt3}, *part[] = {y1, lt3};
  q = below(core, 2, vars1, 1, vals);
  CHECK(layer_check(c, &q) == SOLVER_UNSAT && stub.calls == 3);
  q = below(more, 3, vars, 2, vals);
  CHECK(layer_check(c, &q) == SOLVER_UNSAT && stub.calls == 3 && strcmp(q.by, "cex") == 0);
  q = below(part, 2, vars, 2, vals);
  CHECK(layer_check(c, &q) == SOLVER_UNSAT && stub.calls == 4);
  CHECK(st.cex_hits == 3 && st.cache_hits == 3 && st.z3_queries == 4);
  c->ops->free(c), cex->ops->free(cex);
  expr_dec(x), expr_dec(y), expr_dec(lt10), expr_dec(lt7), expr_dec(gt7);
  expr_dec(lt3), expr_dec(gt5), expr_dec(y1), expr_dec(lt8);
}

/* Constants answer themselves; the model answers what it satisfies. */
static void test_const_and_model(void) {
  SolverStats st = {0};
  Stub stub = stub_new(&st, SOLVER_UNSAT);
  SolverLayer *m = layer_model_new(&st, &stub.base), *c = layer_const_new(&st, m);
  Model *model = model_new();
  model_set(model, A, 0, 3);
  Expr *t = expr_bool(T, true), *f = expr_bool(T, false);
  Expr *lt5 = B(EXPR_ULT, V(0), K(5)), *eq4 = B(EXPR_EQ, V(0), K(4));
  SolverQuery q = {.q = t, .model = model};
  CHECK(layer_check(c, &q) == SOLVER_SAT && strcmp(q.by, "constants") == 0);
  q = (SolverQuery){.q = f, .model = model};
  CHECK(layer_check(c, &q) == SOLVER_UNSAT && stub.calls == 0 && st.trivial == 2);
  q = (SolverQuery){.q = lt5, .model = model};
  CHECK(layer_check(c, &q) == SOLVER_SAT && strcmp(q.by, "model") == 0 && stub.calls == 0);
  q = (SolverQuery){.q = eq4, .model = model};
  CHECK(layer_check(c, &q) == SOLVER_UNSAT && stub.calls == 1 && strcmp(q.by, "stub") == 0);
  CHECK(model_get(model, A, 0) == 3);
  c->ops->free(c), m->ops->free(m);
  expr_dec(t), expr_dec(f), expr_dec(lt5), expr_dec(eq4);
  model_free(model);
}

/* The layers below the slicer see only the constraints that share
 * variables with q, and their SAT answer moves only those variables. */
static void test_slice(void) {
  SolverStats st = {0};
  Stub stub = stub_new(&st, SOLVER_SAT);
  stub.fill = 5;
  SolverLayer *s = layer_slice_new(&st, &stub.base);
  Model *model = model_new();
  model_set(model, A, 1, 3);
  Expr *pc[3] = {B(EXPR_ULT, V(0), K(10)), B(EXPR_EQ, V(1), K(3)), B(EXPR_ULT, V(2), V(0))};
  Expr *q = B(EXPR_EQ, V(0), K(5));
  SolverQuery sq = {.pc = pc, .n = 3, .q = q, .model = model};
  CHECK(layer_check(s, &sq) == SOLVER_SAT && stub.calls == 1);
  CHECK(stub.ncs == 3 && stub.nvars == 2 && stub.cs[2] == q);
  CHECK((stub.cs[0] == pc[0] && stub.cs[1] == pc[2]) || (stub.cs[0] == pc[2] && stub.cs[1] == pc[0]));
  CHECK(model_get(model, A, 0) == 5 && model_get(model, A, 2) == 5 && model_get(model, A, 1) == 3);
  /* UNSAT below: the model stays. */
  stub.answer = SOLVER_UNSAT;
  stub.fill = 9;
  Expr *q2 = B(EXPR_EQ, V(1), K(4));
  sq = (SolverQuery){.pc = pc, .n = 3, .q = q2, .model = model};
  CHECK(layer_check(s, &sq) == SOLVER_UNSAT && stub.ncs == 2 && stub.cs[0] == pc[1]);
  CHECK(model_get(model, A, 1) == 3);
  s->ops->free(s);
  for (int i = 0; i < 3; i++) expr_dec(pc[i]);
  expr_dec(q), expr_dec(q2);
  model_free(model);
}

/* a < b in the slice refutes b < a and a == b without the layer below. */
static void test_order(void) {
  SolverStats st = {0};
  Stub stub = stub_new(&st, SOLVER_SAT);
  SolverLayer *o = layer_order_new(&st, &stub.base, NULL);
  Expr *lt = B(EXPR_SLT, V(0), V(1)), *gt = B(EXPR_SLT, V(1), V(0)), *eq = B(EXPR_EQ, V(0), V(1));
  Expr *cs1[] = {lt, gt}, *cs2[] = {lt, eq}, *cs3[] = {lt, lt}, *vars[] = {NULL, NULL};
  vars[0] = V(0), vars[1] = V(1);
  uint8_t vals[2];
  SolverQuery q = below(cs1, 2, vars, 2, vals);
  CHECK(layer_check(o, &q) == SOLVER_UNSAT && strcmp(q.by, "order") == 0);
  q = below(cs2, 2, vars, 2, vals);
  CHECK(layer_check(o, &q) == SOLVER_UNSAT && stub.calls == 0 && st.by_order == 2);
  q = below(cs3, 2, vars, 2, vals);
  CHECK(layer_check(o, &q) == SOLVER_SAT && stub.calls == 1);
  o->ops->free(o);
  expr_dec(lt), expr_dec(gt), expr_dec(eq), expr_dec(vars[0]), expr_dec(vars[1]);
}

/* Injection: the N-th query and a share of them are UNKNOWN; the rest pass. */
static void test_inject(void) {
  SolverStats st = {0};
  Stub stub = stub_new(&st, SOLVER_UNSAT);
  SolverLayer *j = layer_inject_new(&st, &stub.base, 0, 2);
  Expr *q1 = B(EXPR_EQ, V(0), K(1)), *cs[] = {q1}, *vars[] = {NULL};
  vars[0] = V(0);
  uint8_t vals[1];
  SolverResult r[4];
  for (int i = 0; i < 4; i++) {
    SolverQuery q = below(cs, 1, vars, 1, vals);
    r[i] = layer_check(j, &q);
  }
  CHECK(r[0] == SOLVER_UNSAT && r[1] == SOLVER_UNKNOWN && r[2] == SOLVER_UNSAT && r[3] == SOLVER_UNSAT);
  CHECK(stub.calls == 3 && st.z3_unknown == 1);
  j->ops->free(j);
  j = layer_inject_new(&st, &stub.base, 1.0, 0);
  SolverQuery q = below(cs, 1, vars, 1, vals);
  CHECK(layer_check(j, &q) == SOLVER_UNKNOWN && stub.calls == 3 && strcmp(q.by, "inject") == 0);
  j->ops->free(j);
  expr_dec(q1), expr_dec(vars[0]);
}

static size_t count(const char *hay, const char *needle) {
  size_t n = 0;
  for (const char *p = hay; (p = strstr(p, needle)); p++) n++;
  return n;
}

/* The log writes each query as an SMT-LIB 2 block with its answer, and
 * marks injected answers. */
static void test_log(void) {
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  SolverStats st = {0};
  Stub stub = stub_new(&st, SOLVER_SAT);
  SolverLayer *j = layer_inject_new(&st, &stub.base, 0, 2), *g = layer_log_new(&st, j, f);
  Expr *q1 = B(EXPR_EQ, V(0), K(1)), *cs[] = {q1}, *vars[] = {NULL};
  vars[0] = V(0);
  uint8_t vals[1];
  for (int i = 0; i < 2; i++) {
    SolverQuery q = below(cs, 1, vars, 1, vals);
    layer_check(g, &q);
  }
  fclose(f);
  CHECK(count(buf, "(check-sat)") == 2 && count(buf, "(set-logic") == 1);
  CHECK(strstr(buf, "; query 1: sat in ") != NULL);
  CHECK(strstr(buf, "; query 2: unknown in 0.000000 s (injected)") != NULL);
  free(buf);
  g->ops->free(g), j->ops->free(j);
  expr_dec(q1), expr_dec(vars[0]);
}

/* The chain, top first, as the options build it. */
static void test_chain_order(void) {
  static const char *plain[] = {"constants", "model", "slice", "order", "cache", "cex", "Z3"};
  static const char *full[] = {"validate", "constants", "model", "slice", "order", "cache", "cex", "log", "inject",
                               "Z3"};
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  SolverOptions o1 = {.timeout_s = 1}, o2 = {.timeout_s = 1, .query_log = f, .validate = true, .unknown_at = 5};
  for (int k = 0; k < 2; k++) {
    Solver *s = solver_new_with(k ? &o2 : &o1);
    const char **want = k ? full : plain;
    size_t n = k ? 10 : 7, i = 0;
    for (SolverLayer *l = solver_chain(s); l; l = l->next, i++) CHECK(i < n && strcmp(l->ops->name, want[i]) == 0);
    CHECK(i == n);
    solver_free(s);
  }
  fclose(f);
  free(buf);
}

/* Z3 alone: one long-lived solver answers every query from assumptions, so
 * nothing of one query may restrict the next: x = 1, then x = 2, then both
 * (UNSAT), then x = 2 again; a division's side condition stays but holds
 * whatever x is (x / 3 = 5, then x / 3 = 7); past the solver's renewal
 * (1000 queries) the answers stay right. */
static void test_z3_assumptions(void) {
  SolverStats st = {0};
  SolverLayer *z3 = layer_z3_new(10);
  z3->stats = &st;
  Expr *x = V(0), *vars[1] = {x};
  uint8_t vals[1];
  Expr *eq1 = B(EXPR_EQ, V(0), K(1)), *eq2 = B(EXPR_EQ, V(0), K(2));
  Expr *div5 = B(EXPR_EQ, B(EXPR_UDIV, V(0), K(3)), K(5)), *div7 = B(EXPR_EQ, B(EXPR_UDIV, V(0), K(3)), K(7));
  Expr *one[1] = {eq1}, *two[1] = {eq2}, *both[2] = {eq1, eq2}, *d5[1] = {div5}, *d7[1] = {div7};
  SolverQuery q = below(one, 1, vars, 1, vals);
  CHECK(layer_check(z3, &q) == SOLVER_SAT && vals[0] == 1);
  q = below(two, 1, vars, 1, vals);
  CHECK(layer_check(z3, &q) == SOLVER_SAT && vals[0] == 2);
  q = below(both, 2, vars, 1, vals);
  CHECK(layer_check(z3, &q) == SOLVER_UNSAT);
  q = below(two, 1, vars, 1, vals);
  CHECK(layer_check(z3, &q) == SOLVER_SAT && vals[0] == 2);
  q = below(d5, 1, vars, 1, vals);
  CHECK(layer_check(z3, &q) == SOLVER_SAT && vals[0] / 3 == 5);
  q = below(d7, 1, vars, 1, vals);
  CHECK(layer_check(z3, &q) == SOLVER_SAT && vals[0] / 3 == 7);
  int wrong = 0;
  for (int i = 0; i < 1100; i++) {
    Expr *c = B(EXPR_EQ, V(0), K(i & 255)), *cs[2] = {c, i % 3 ? eq2 : div7};
    bool sat = i % 3 ? (i & 255) == 2 : (i & 255) / 3 == 7;
    q = below(cs, 2, vars, 1, vals);
    SolverResult r = layer_check(z3, &q);
    if (r != (sat ? SOLVER_SAT : SOLVER_UNSAT) || (sat && vals[0] != (i & 255))) wrong++;
    expr_dec(c);
  }
  CHECK(wrong == 0);
  expr_dec(x), expr_dec(eq1), expr_dec(eq2), expr_dec(div5), expr_dec(div7);
  layer_chain_free(z3);
}

/* ---- The queries on the chain ---------------------------------------------------- */

/* pc: x <u 10. Valid: x <u 20; invalid: x <u 5 (a counterexample has
 * 5 <= x < 10); the caller's model never moves. */
static void test_valid(Solver *s) {
  Model *m = model_new();
  Expr *pc[1] = {B(EXPR_ULT, V(0), K(10))};
  Expr *lt20 = B(EXPR_ULT, V(0), K(20)), *lt5 = B(EXPR_ULT, V(0), K(5)), *eq9 = B(EXPR_EQ, V(0), K(9));
  Expr *ne9 = expr_not(eq9);
  expr_dec(eq9);
  Model *cex = NULL;
  CHECK(solver_valid(s, pc, 1, lt20, m, &cex) == SOLVER_VALID && cex == NULL);
  CHECK(solver_valid(s, pc, 1, lt5, m, &cex) == SOLVER_INVALID && cex != NULL);
  if (cex) {
    uint8_t x = model_get(cex, A, 0);
    CHECK(x >= 5 && x < 10);
    model_free(cex);
  }
  CHECK(solver_valid(s, pc, 1, ne9, m, NULL) == SOLVER_INVALID);
  CHECK(model_get(m, A, 0) == 0);
  /* x < 10 and x != 9 imply x < 9. */
  Expr *pc2[2] = {pc[0], ne9}, *lt9 = B(EXPR_ULT, V(0), K(9));
  CHECK(solver_valid(s, pc2, 2, lt9, m, NULL) == SOLVER_VALID);
  CHECK(solver_valid(s, pc, 1, lt9, m, NULL) == SOLVER_INVALID);
  expr_dec(pc[0]), expr_dec(lt20), expr_dec(lt5), expr_dec(ne9), expr_dec(lt9);
  model_free(m);
}

/* Assumptions decide one query and leave no trace. */
static void test_assuming(Solver *s) {
  Model *m = model_new();
  Expr *pc[1] = {B(EXPR_ULT, V(0), K(10))};
  Expr *eq5 = B(EXPR_EQ, V(0), K(5)), *eq6 = B(EXPR_EQ, V(0), K(6)), *eq12 = B(EXPR_EQ, V(0), K(12));
  Expr *y = B(EXPR_EQ, V(1), B(EXPR_ADD, V(0), K(1)));
  Expr *a1[] = {eq5, y}, *a2[] = {eq5, eq6}, *a3[] = {eq12};
  Model *c = model_copy(m);
  CHECK(solver_check_assuming(s, pc, 1, a1, 2, c) == SOLVER_SAT);
  CHECK(model_get(c, A, 0) == 5 && model_get(c, A, 1) == 6);
  model_free(c);
  c = model_copy(m);
  CHECK(solver_check_assuming(s, pc, 1, a2, 2, c) == SOLVER_UNSAT);
  CHECK(solver_check_assuming(s, pc, 1, a3, 1, c) == SOLVER_UNSAT);
  CHECK(solver_check_assuming(s, pc, 1, NULL, 0, c) == SOLVER_SAT);
  CHECK(model_get(c, A, 0) == 0);
  model_free(c);
  /* x == 5 was assumed, never added: x == 6 stays satisfiable, x == 5 too. */
  c = model_copy(m);
  CHECK(solver_check(s, pc, 1, eq6, c) == SOLVER_SAT && model_get(c, A, 0) == 6);
  CHECK(solver_check(s, pc, 1, eq5, c) == SOLVER_SAT && model_get(c, A, 0) == 5);
  CHECK(solver_valid(s, pc, 1, eq5, m, NULL) == SOLVER_INVALID);
  model_free(c);
  expr_dec(pc[0]), expr_dec(eq5), expr_dec(eq6), expr_dec(eq12), expr_dec(y);
  model_free(m);
}

static void test_value(Solver *s) {
  Model *m = model_new();
  model_set(m, A, 0, 7);
  Expr *pc[1] = {B(EXPR_EQ, V(0), K(7))}, *e = B(EXPR_ADD, V(0), K(1)), *f = B(EXPR_ADD, V(1), K(1));
  bool unique = false;
  CHECK(solver_value(s, pc, 1, e, m, &unique) == 8 && unique);
  CHECK(solver_value(s, pc, 1, f, m, &unique) == 1 && !unique);
  CHECK(model_get(m, A, 0) == 7 && model_get(m, A, 1) == 0);
  expr_dec(pc[0]), expr_dec(e), expr_dec(f);
  model_free(m);
}

int main(void) {
  setenv("SYMX_VALIDATE", "1", 1);
  size_t start = util_bytes_in_use();
  T = expr_table_new();
  A = array_new(T, "a", 16);
  test_cache();
  test_cex();
  test_const_and_model();
  test_slice();
  test_order();
  test_inject();
  test_log();
  test_chain_order();
  test_z3_assumptions();
  Solver *s = solver_new(10);
  test_valid(s);
  test_assuming(s);
  test_value(s);
  solver_free(s);
  CHECK(expr_live_count(T) == 0);
  expr_table_free(T);
  CHECK(util_bytes_in_use() == start);
  printf("test_solver_layers: %d passed, %d failed\n", passed, failed);
  return failed != 0;
}
