/* Subsumption of symbolic states (seed 000, sections 4 and 5): Algorithm 1
 * on hand-built shapes (engine/shape.h) — matched and unmatched lists and
 * trees, clouds, aliasing, ids — the list abstraction (the paper's s12,
 * abstracted, is subsumed by s8), and the solver's implication with
 * existentially quantified values (solver_implies, the paper's Figure 4). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/util.h"
#include "engine/shape.h"
#include "solver/solver.h"

#include "check.h"

static ExprTable *T;

/* ---- Building shapes by hand ------------------------------------------------------------ */

static ShapeVal P(uint32_t node) { return (ShapeVal){.kind = SV_PTR, .node = node}; }
static ShapeVal K(uint64_t v) { return (ShapeVal){.kind = SV_NUM, .width = 32, .v = v}; }
static ShapeVal NUL(void) { return (ShapeVal){.kind = SV_NUM, .width = 64, .v = 0}; }
/* A cloud (pointer input `id`, not materialised) whose value is input `name`. */
static ShapeVal CL(uint32_t id, const char *name) {
  Array *a = array_new(T, name, 8);
  Expr *acc = expr_var(a, 7);
  for (int i = 6; i >= 0; i--) {
    Expr *b = expr_var(a, (uint32_t)i), *c = expr_concat(acc, b);
    expr_dec(b), expr_dec(acc);
    acc = c;
  }
  return (ShapeVal){.kind = SV_CLOUD, .width = 64, .node = id, .type = 1, .e = acc};
}
/* The 32-bit value of input array a. */
static Expr *value32(Array *a) {
  Expr *acc = expr_var(a, 3);
  for (int i = 2; i >= 0; i--) {
    Expr *b = expr_var(a, (uint32_t)i), *c = expr_concat(acc, b);
    expr_dec(b), expr_dec(acc);
    acc = c;
  }
  return acc;
}
static Expr *var32(const char *name) { return value32(array_new(T, name, 4)); }
static ShapeVal V(const char *name) { return (ShapeVal){.kind = SV_NUM, .width = 32, .e = var32(name)}; }

static Shape *shape(void) { return xcalloc(1, sizeof(Shape)); }
static void root(Shape *s, ShapeVal v) { VEC_PUSH(s->roots, v); }
/* A list node (obj id, elem, next) of type 1. */
static void lnode(Shape *s, uint32_t obj, ShapeVal elem, ShapeVal next) {
  ShapeNode n = {obj, 1, 16, (uint32_t)s->slots.len, 2, 1, 1, SN_PLAIN, 0};
  VEC_PUSH(s->slots, elem);
  VEC_PUSH(s->slots, next);
  VEC_PUSH(s->nodes, n);
}
/* A tree node (obj id, left, right) of type 2. */
static void tnode(Shape *s, uint32_t obj, ShapeVal left, ShapeVal right) {
  ShapeNode n = {obj, 2, 16, (uint32_t)s->slots.len, 2, 1, -1, SN_PLAIN, 0};
  VEC_PUSH(s->slots, left);
  VEC_PUSH(s->slots, right);
  VEC_PUSH(s->nodes, n);
}

static bool subsumes(const Shape *stored, const Shape *cur, bool same_ids, ShapeMatch *m) {
  m->tab = T;
  return shape_match(stored, cur, same_ids, m);
}

/* ---- Algorithm 1 -------------------------------------------------------------------------- */

static void test_lists(void) {
  ShapeMatch m = {0};
  /* stored: r -> A -> B -> cloud; cur: r -> A' -> B' -> cloud (another one) */
  Shape *st = shape(), *cu = shape();
  root(st, P(0)), lnode(st, 10, V("e1"), P(1)), lnode(st, 11, V("e2"), CL(0, "c"));
  root(cu, P(0)), lnode(cu, 10, V("f1"), P(1)), lnode(cu, 11, V("f2"), CL(3, "d"));
  CHECK(subsumes(st, cu, true, &m));
  CHECK(m.exact);
  CHECK(m.lhs.len == 3 && m.rhs.len == 3); /* two elems and the clouds' values */
  /* cur ends in NULL where stored has a cloud: subsumed (the cloud may be NULL) */
  Shape *cn = shape();
  root(cn, P(0)), lnode(cn, 10, V("g1"), P(1)), lnode(cn, 11, V("g2"), NUL());
  CHECK(subsumes(st, cn, true, &m));
  /* ... but not the other way round: NULL where stored has NULL, a cloud in cur */
  CHECK(!subsumes(cn, cu, true, &m));
  /* a longer list of cur is not subsumed (a cloud matches a cloud or NULL only) */
  Shape *lg = shape();
  root(lg, P(0)), lnode(lg, 10, V("h1"), P(1)), lnode(lg, 11, V("h2"), P(2)), lnode(lg, 12, V("h3"), NUL());
  CHECK(!subsumes(st, lg, true, &m));
  /* a concrete value that differs */
  Shape *k1 = shape(), *k2 = shape();
  root(k1, P(0)), lnode(k1, 10, K(1), NUL());
  root(k2, P(0)), lnode(k2, 10, K(2), NUL());
  CHECK(!subsumes(k1, k2, true, &m));
  CHECK(subsumes(k1, k1, true, &m) && m.lhs.len == 0);
  /* other ids: not an exact match, an abstract one */
  Shape *o = shape();
  root(o, P(0)), lnode(o, 20, V("i1"), P(1)), lnode(o, 21, V("i2"), CL(4, "e"));
  CHECK(!subsumes(st, o, true, &m));
  CHECK(subsumes(st, o, false, &m) && !m.exact);
  shape_free(st), shape_free(cu), shape_free(cn), shape_free(lg), shape_free(k1), shape_free(k2), shape_free(o);
  shape_match_free(&m);
}

static void test_trees_and_aliases(void) {
  ShapeMatch m = {0};
  /* the paper's unmatched trees: a left child against a right one */
  Shape *t1 = shape(), *t2 = shape();
  root(t1, P(0)), tnode(t1, 10, P(1), NUL()), tnode(t1, 11, NUL(), NUL());
  root(t2, P(0)), tnode(t2, 10, NUL(), P(1)), tnode(t2, 11, NUL(), NUL());
  CHECK(!subsumes(t1, t2, true, &m));
  CHECK(!subsumes(t2, t1, true, &m));
  CHECK(subsumes(t1, t1, true, &m));
  /* aliasing: p, q -> A against p -> A, q -> B, both ways */
  Shape *same = shape(), *apart = shape();
  root(same, P(0)), root(same, P(0)), lnode(same, 10, K(1), NUL());
  root(apart, P(0)), root(apart, P(1)), lnode(apart, 10, K(1), NUL()), lnode(apart, 11, K(1), NUL());
  CHECK(!subsumes(same, apart, false, &m));
  CHECK(!subsumes(apart, same, false, &m));
  /* two clouds of stored cannot be one cloud of cur, nor one of stored two of cur */
  Shape *c1 = shape(), *c2 = shape();
  root(c1, CL(0, "x")), root(c1, CL(1, "y"));
  ShapeVal z = CL(2, "z");
  root(c2, z), root(c2, (ShapeVal){.kind = SV_CLOUD, .width = 64, .node = 2, .type = 1, .e = expr_inc(z.e)});
  CHECK(!subsumes(c1, c2, true, &m));
  CHECK(!subsumes(c2, c1, true, &m));
  /* a cycle matches a cycle */
  Shape *cy = shape();
  root(cy, P(0)), lnode(cy, 10, K(0), P(1)), lnode(cy, 11, K(0), P(0));
  CHECK(subsumes(cy, cy, true, &m));
  Shape *ln = shape();
  root(ln, P(0)), lnode(ln, 10, K(0), P(1)), lnode(ln, 11, K(0), P(1));
  CHECK(!subsumes(cy, ln, true, &m));
  shape_free(t1), shape_free(t2), shape_free(same), shape_free(apart), shape_free(c1), shape_free(c2);
  shape_free(cy), shape_free(ln);
  shape_match_free(&m);
}

/* ---- The list abstraction ------------------------------------------------------------------ */

static void test_abstraction(void) {
  ShapeMatch m = {0};
  /* The paper's find (section 3): s12 is this -> n1 -> n2 -> n3 -> n4 with
   * n at n4, whose next is a cloud; n2 and n3 are a maximal uninterrupted
   * segment, summarised. s8 is this -> n1 -> n2 -> n3, n at n3. */
  Shape *s12 = shape();
  root(s12, P(0)), root(s12, P(3));
  lnode(s12, 10, V("a1"), P(1)), lnode(s12, 11, V("a2"), P(2)), lnode(s12, 12, V("a3"), P(3));
  lnode(s12, 13, V("a4"), CL(0, "k"));
  shape_abstract(s12);
  CHECK(s12->summaries);
  CHECK(s12->nodes.len == 3);
  CHECK(s12->nodes.data[1].members == 2);
  /* the summary's way out is n4 */
  CHECK(s12->slots.data[s12->nodes.data[1].first + 1].kind == SV_PTR);
  CHECK(s12->slots.data[s12->nodes.data[1].first + 1].node == 2);
  Shape *s8 = shape();
  root(s8, P(0)), root(s8, P(2));
  lnode(s8, 10, V("b1"), P(1)), lnode(s8, 11, V("b2"), P(2)), lnode(s8, 12, V("b3"), CL(1, "j"));
  shape_abstract(s8); /* a segment of one node is not summarised */
  CHECK(!s8->summaries && s8->nodes.len == 3);
  CHECK(subsumes(s8, s12, false, &m));
  CHECK(!m.exact);
  CHECK(!subsumes(s8, s12, true, &m)); /* never an exact match */
  /* a node pointed to twice interrupts a segment (a lasso) */
  Shape *la = shape();
  root(la, P(0));
  lnode(la, 10, K(0), P(1)), lnode(la, 11, K(0), P(2)), lnode(la, 12, K(0), P(3)), lnode(la, 13, K(0), P(1));
  shape_abstract(la);
  CHECK(la->nodes.len == 3 && la->summaries); /* r -> n1 -> n2 (twice pointed) -> [n3 n4] -> n2 */
  shape_free(s12), shape_free(s8), shape_free(la);
  shape_match_free(&m);
}

/* ---- The array abstraction (section 5.2: Algorithm 2, Definition 5) ------------------------ */

static ShapeVal IDX(uint64_t v) { return (ShapeVal){.kind = SV_NUM, .width = 32, .v = v, .index = true}; }
static ShapeVal PRISTINE(const char *name) {
  ShapeVal v = V(name);
  v.pristine = true;
  return v;
}

/* An input array of 8 ints (object 30) as node 0 of s, with its length:
 * cells touched[k] hold values named p<k>, the others are pristine. */
static void array8(Shape *s, const char *prefix, const bool *touched) {
  ShapeNode n = {30, 3, 32, (uint32_t)s->slots.len, 9, 1, -1, SN_ARRAY, 4};
  for (int k = 0; k < 8; k++) {
    char name[16];
    snprintf(name, sizeof name, "%s%d", prefix, k);
    VEC_PUSH(s->slots, touched[k] ? V(name) : PRISTINE(name));
  }
  VEC_PUSH(s->slots, V(prefix[0] == 's' ? "len_s" : "len_c"));
  VEC_PUSH(s->nodes, n);
}

/* The roles of s's nodes from its first root's head along the links, as a
 * string: H head, C cell, S summary of cells, * uninitialised run. */
static void walk(const Shape *s, char *out) {
  uint32_t n = s->roots.data[0].node;
  size_t k = 0;
  for (;;) {
    const ShapeNode *nd = &s->nodes.data[n];
    out[k++] = nd->role == SN_HEAD ? 'H' : nd->role == SN_STAR ? '*' : nd->members > 1 ? 'S' : 'C';
    const ShapeVal *l = &s->slots.data[nd->first + (uint32_t)nd->link]; /* a summary: member 0 has the way out */
    if (l->kind != SV_PTR || k > 20) break;
    n = l->node;
  }
  out[k] = 0;
}

/* The partition's state at its loop header: a -> the array, lo and hi
 * index registers; cells 0..lo touched (<= pivot), hi..7 touched. */
static Shape *partition_state(const char *prefix, unsigned lo, unsigned hi, unsigned last_touched_low) {
  Shape *s = shape();
  bool touched[8] = {0};
  for (unsigned k = 0; k <= last_touched_low; k++) touched[k] = true;
  for (unsigned k = hi; k < 8; k++) touched[k] = true;
  root(s, P(0)), root(s, IDX(lo)), root(s, IDX(hi));
  array8(s, prefix, touched);
  shape_array_cells(s, 64);
  shape_abstract(s);
  return s;
}

static void test_arrays(void) {
  ShapeMatch m = {0};
  char w[32];
  /* The paper's Figure 6, on cells at concrete indices: 0..3 initialised, lo
   * at 3, 4..5 not, hi at 6, 7 not. Algorithm 2 gives head, 0, 1, 2, 3, *,
   * 6, *; the abstraction summarises 0..2 (no index names them): H S C * C *. */
  Shape *f6 = shape();
  bool t6[8] = {1, 1, 1, 1, 0, 0, 1, 0};
  root(f6, P(0)), root(f6, IDX(3)), root(f6, IDX(6));
  array8(f6, "s", t6);
  shape_array_cells(f6, 64);
  CHECK(f6->cells && f6->nodes.len == 8); /* head, 6 cells, 2 stars: 4 and 5 are one */
  walk(f6, w);
  CHECK(strcmp(w, "HCCCC*C*") == 0);
  CHECK(f6->roots.data[0].kind == SV_PTR && f6->nodes.data[f6->roots.data[0].node].role == SN_HEAD);
  CHECK(f6->roots.data[1].kind == SV_IDX && f6->roots.data[2].kind == SV_IDX);
  shape_abstract(f6);
  walk(f6, w);
  CHECK(strcmp(w, "HSC*C*") == 0);
  CHECK(f6->roots.data[1].node != f6->roots.data[2].node);
  /* lo one cell on (the loop's next iteration, the same abstract state):
   * abstractly subsumed, never exactly; hi moved past lo is another shape */
  Shape *a = partition_state("s", 2, 6, 2), *b = partition_state("c", 3, 6, 3);
  walk(b, w);
  CHECK(strcmp(w, "HSC*CC") == 0);
  CHECK(subsumes(a, b, false, &m) && !m.exact);
  CHECK(m.lhs.len > 0 && m.rhs.len == m.lhs.len); /* the summaries' and cells' values, the length */
  CHECK(!subsumes(a, b, true, &m));
  Shape *crossed = partition_state("c", 6, 3, 5);
  CHECK(!subsumes(a, crossed, false, &m));
  /* an index register whose value is not a cell of the array stays a number */
  Shape *past = shape();
  bool all[8] = {1, 1, 1, 1, 1, 1, 1, 1};
  root(past, P(0)), root(past, IDX(8)), root(past, IDX(6));
  array8(past, "s", all);
  shape_array_cells(past, 64);
  CHECK(past->roots.data[1].kind == SV_NUM && past->roots.data[2].kind == SV_IDX);
  shape_free(f6), shape_free(a), shape_free(b), shape_free(crossed), shape_free(past);
  shape_match_free(&m);
}

/* Index registers in a state with two arrays: each names a cell of the
 * array its base root (the pointer it is added to) points into, at the
 * base's cell plus its value; without a base, which array is not known and
 * it stays a number. */
static void test_two_arrays(void) {
  bool t[8] = {1, 1, 1, 1, 1, 1, 1, 1};
  ShapeVal i = IDX(2), j = IDX(1), mid = IDX(1), free_idx = IDX(3);
  i.base = 1, j.base = 2, mid.base = 3; /* roots 0, 1 and 2 */
  ShapeVal into = P(1);
  into.off = 8; /* the second array's cell 2 (4-byte cells) */
  Shape *s = shape();
  root(s, P(0)), root(s, P(1)), root(s, into), root(s, i), root(s, j), root(s, mid), root(s, free_idx);
  array8(s, "s", t);
  array8(s, "c", t);
  shape_array_cells(s, 64);
  const ShapeVal *r = s->roots.data;
  CHECK(r[3].kind == SV_IDX && r[4].kind == SV_IDX && r[5].kind == SV_IDX);
  CHECK(r[6].kind == SV_NUM); /* no base, two arrays */
  /* i names the first array's cell 2, j the second's cell 1, mid (1 past
   * cell 2 of the second) its cell 3: the pointer into the middle names cell 2 */
  CHECK(r[2].kind == SV_PTR && r[2].node != r[4].node && r[5].node != r[4].node && r[5].node != r[2].node);
  uint32_t n = r[1].node, k = 0; /* walk the second array's cells from its head */
  int32_t at[8];
  for (int c = 0; c < 8; c++) {
    const ShapeNode *nd = &s->nodes.data[n];
    n = s->slots.data[nd->first + (uint32_t)nd->link].node;
    at[c] = (int32_t)n;
    k++;
  }
  CHECK(k == 8 && at[1] == (int32_t)r[4].node && at[2] == (int32_t)r[2].node && at[3] == (int32_t)r[5].node);
  n = r[0].node;
  for (int c = 0; c < 3; c++) {
    const ShapeNode *nd = &s->nodes.data[n];
    n = s->slots.data[nd->first + (uint32_t)nd->link].node;
  }
  CHECK(n == r[3].node); /* the first array's cell 2 */
  shape_free(s);
}

/* ---- The implication (the paper's Figure 4) ----------------------------------------------- */

static Expr *cmp(ExprKind k, Expr *a, Expr *b) { return expr_binary(k, a, b); }

static void test_implication(void) {
  Solver *sv = solver_new(10);
  Array *fa = array_new(T, "F1", 4), *fb = array_new(T, "F2", 4);
  Expr *f1 = value32(fa), *f2 = value32(fb);
  Expr *v1 = var32("v1"), *v2 = var32("v2"), *v3 = var32("v3"), *v5 = var32("v5");
  /* s1: e1 = v1, e2 = v3, v1 < v3 < v2;  s2: e1 = v1, e2 = v2, v1 <= v5 <= v2 */
  Expr *s1[] = {expr_eq(f1, v1), expr_eq(f2, v3), cmp(EXPR_SLT, v1, v3), cmp(EXPR_SLT, v3, v2)};
  Expr *s2[] = {expr_eq(f1, v1), expr_eq(f2, v2), cmp(EXPR_SLE, v1, v5), cmp(EXPR_SLE, v5, v2)};
  Array *keep[] = {fa, fb};
  CHECK(solver_implies(sv, s1, 4, s2, 4, keep, 2) == SOLVER_VALID); /* e1 < e2 => e1 <= e2 */
  CHECK(solver_implies(sv, s2, 4, s1, 4, keep, 2) == SOLVER_INVALID); /* e1 <= e2 does not imply e1 < e2 */
  /* the right side's inputs are bound even where the left side has them:
   * v1 > 5 implies ∃v1. v1 < 3 */
  Expr *five = expr_const(T, 32, 5), *three = expr_const(T, 32, 3);
  Expr *l[] = {cmp(EXPR_SLT, five, v1)}, *r[] = {cmp(EXPR_SLT, v1, three)};
  CHECK(solver_implies(sv, l, 1, r, 1, NULL, 0) == SOLVER_VALID);
  /* ... and tied through a kept one: F1 = v1 ∧ v1 > 5 does not imply ∃v1. F1 = v1 ∧ v1 < 3 */
  Expr *l2[] = {s1[0], l[0]}, *r2[] = {s2[0], r[0]};
  CHECK(solver_implies(sv, l2, 2, r2, 2, keep, 1) == SOLVER_INVALID);
  for (int i = 0; i < 4; i++) expr_dec(s1[i]), expr_dec(s2[i]);
  expr_dec(l[0]), expr_dec(r[0]), expr_dec(five), expr_dec(three);
  expr_dec(v1), expr_dec(v2), expr_dec(v3), expr_dec(v5);
  expr_dec(f1), expr_dec(f2);
  solver_free(sv);
}

int main(void) {
  T = expr_table_new();
  test_lists();
  test_trees_and_aliases();
  test_abstraction();
  test_arrays();
  test_two_arrays();
  test_implication();
  printf("test_subsume: %d passed, %d failed\n", passed, failed);
  return failed != 0;
}
