/* layer_order: refutation by the order of the slice's comparisons (see layer.h).
 *
 * Signed and unsigned comparison are total orders on bit-vectors, so the
 * comparisons in the slice form a graph x -> y (x <= y, or x < y when
 * strict) per order, and a query that contradicts a path in it is UNSAT
 * without Z3: eq(x, y) when x < y or y < x follows; x < y when y <= x
 * follows; x <= y when y < x follows. Sound by transitivity; incomplete. */
#include <stdio.h>

#include "solver/layer.h"

typedef struct OrderEdge {
  const Expr *from, *to;
  bool strict, is_signed;
} OrderEdge;

typedef VEC(OrderEdge) OrderGraph;

static void order_collect(const Expr *c, OrderGraph *g) {
  switch (c->kind) {
  case EXPR_AND:
    if (c->width == 1) {
      order_collect(c->kid[0], g);
      order_collect(c->kid[1], g);
    }
    return;
  case EXPR_SLT: case EXPR_SLE: case EXPR_ULT: case EXPR_ULE: {
    OrderEdge e = {c->kid[0], c->kid[1], c->kind == EXPR_SLT || c->kind == EXPR_ULT,
                   c->kind == EXPR_SLT || c->kind == EXPR_SLE};
    VEC_PUSH(*g, e);
    return;
  }
  case EXPR_EQ:
    if (c->kid[0]->width > 1) {
      for (int sg = 0; sg < 2; sg++) {
        OrderEdge a = {c->kid[0], c->kid[1], false, sg}, b = {c->kid[1], c->kid[0], false, sg};
        VEC_PUSH(*g, a);
        VEC_PUSH(*g, b);
      }
    }
    return;
  default:
    return;
  }
}

/* Does the graph imply from <= to (strict: from < to) in the given order? */
static bool order_path(const OrderEdge *g, size_t ng, const Expr *from, const Expr *to, bool strict,
                       bool is_signed) {
  enum { MAXN = 256 };
  const Expr *node[MAXN];
  bool st[MAXN];
  size_t n = 0, head = 0;
  node[n] = from, st[n++] = false;
  while (head < n) {
    const Expr *x = node[head];
    bool xs = st[head++];
    if (x == to && head > 1 && (xs || !strict)) return true;
    for (size_t i = 0; i < ng; i++) {
      if (g[i].from != x || g[i].is_signed != is_signed) continue;
      bool ns = xs || g[i].strict;
      if (g[i].to == to && (ns || !strict)) return true;
      size_t k = 0;
      while (k < n && !(node[k] == g[i].to && (st[k] || !ns))) k++;
      if (k == n && n < MAXN) node[n] = g[i].to, st[n++] = ns;
    }
  }
  return false;
}

static bool order_unsat(Expr *const *cs, size_t n, Expr *q) {
  /* A query that is the negation of a constraint of the slice. */
  Expr *nq = expr_not(q);
  bool direct = false;
  for (size_t i = 0; i < n && !direct; i++) direct = cs[i] == nq;
  expr_dec(nq);
  if (direct) return true;
  const Expr *a = q->kid[0], *b = q->kid[1];
  bool sg;
  switch (q->kind) {
  case EXPR_EQ:
  case EXPR_SLT: case EXPR_SLE: case EXPR_ULT: case EXPR_ULE:
    if (a->width <= 1) return false;
    break;
  default:
    return false;
  }
  OrderGraph g = {0};
  for (size_t i = 0; i < n; i++) order_collect(cs[i], &g);
  /* x <= y together with x != y (a NOT of an EQ in the slice) is x < y. */
  for (size_t i = 0; i < n; i++) {
    const Expr *c = cs[i];
    if (c->kind != EXPR_NOT || c->kid[0]->kind != EXPR_EQ) continue;
    const Expr *x = c->kid[0]->kid[0], *y = c->kid[0]->kid[1];
    for (size_t k = 0; k < g.len; k++)
      if ((g.data[k].from == x && g.data[k].to == y) || (g.data[k].from == y && g.data[k].to == x))
        g.data[k].strict = true;
  }
  bool unsat = false;
  if (g.len) {
    switch (q->kind) {
    case EXPR_EQ:
      for (int k = 0; k < 2 && !unsat; k++)
        unsat = order_path(g.data, g.len, a, b, true, k) || order_path(g.data, g.len, b, a, true, k);
      break;
    case EXPR_SLT: case EXPR_ULT:
      sg = q->kind == EXPR_SLT;
      unsat = order_path(g.data, g.len, b, a, false, sg);
      break;
    default:
      sg = q->kind == EXPR_SLE;
      unsat = order_path(g.data, g.len, b, a, true, sg);
      break;
    }
  }
  VEC_FREE(g);
  return unsat;
}

typedef struct OrderLayer {
  SolverLayer base;
  SolverLayer *confirm;  /* SYMX_VALIDATE: the layer that confirms refutations */
} OrderLayer;

static SolverResult order_check(SolverLayer *l, SliceQuery *q) {
  OrderLayer *o = (OrderLayer *)l;
  Expr *query = q->cs[q->n - 1];
  if (!order_unsat(q->cs, q->n - 1, query)) return layer_below(l, q);
  l->stats->by_order++;
  if (o->confirm && layer_check(o->confirm, q) == SOLVER_SAT) {
    fputs("symx: SYMX_VALIDATE: the order layer called a satisfiable query UNSAT: ", stderr);
    expr_print(stderr, query);
    fputc('\n', stderr);
    die("solver validation failed");
  }
  return SOLVER_UNSAT;
}

static void order_free(SolverLayer *l) { xfree(l, sizeof(OrderLayer)); }

static const SolverLayerOps order_ops = {"order", order_check, order_free};

SolverLayer *layer_order_new(SolverLayer *next, SolverLayer *confirm) {
  OrderLayer *o = xcalloc(1, sizeof *o);
  o->base.ops = &order_ops;
  o->base.next = next;
  o->confirm = confirm;
  return &o->base;
}
