/* kind_cands: candidate invariants of symx bmc --k-induction (Houdini
 * style: cheap guesses, and only those proved inductive are used).
 *
 * Per loop of S, over its variables x, y (the registers its back edges
 * set), the values they had at the loop's entry x0, the registers it only
 * reads and the constants it compares with, computes with or starts from:
 * x <= c, x >= c (signed and unsigned; c = 0 always: x's sign), x <= y,
 * x == y, x - y == x0 - y0, x <= x0, x >= x0, and x's parity that of x0;
 * and linear relations of the changes since the entry (C_LIN), which hold
 * when the variables change in fixed proportions: a (x - x0) + b (y - y0)
 * == 0 for (a, b) in LIN_PAIRS (x + y == x0 + y0, y - y0 == 2 (x - x0),
 * ...), and over three variables, a (x - x0) + b (y - y0) + c (z - z0) ==
 * 0 with two of the coefficients +-1 and the third +-1, +-2 or +-3 (a + b
 * == 3 i when each iteration adds 3 to a + b and 1 to i; in loops of at
 * most LIN3_MAX_VARS variables). kind.c's
 * Houdini rounds drop those that do not hold at the loop's entry or after
 * an iteration. */
#include <stdio.h>

#include "cli/kind_internal.h"

static unsigned width_of(const Kind *k, uint32_t reg) { return k->main->reg_width[reg]; }

static void add_cand(Kind *k, uint32_t li, CandOp op, unsigned w, Term l, Term r) {
  if (k->cands.len < KIND_MAX_CANDS * 4) VEC_PUSH(k->cands, ((Cand){(uint8_t)op, (uint16_t)w, li, l, r, true}));
}

/* x <= t and t <= x, signed and unsigned. */
static void add_bounds(Kind *k, uint32_t li, unsigned w, Term x, Term t) {
  add_cand(k, li, C_SLE, w, x, t), add_cand(k, li, C_SLE, w, t, x);
  add_cand(k, li, C_ULE, w, x, t), add_cand(k, li, C_ULE, w, t, x);
}

static void add_lin(Kind *k, uint32_t li, unsigned w, uint32_t x, int a, uint32_t y, int b, uint32_t z, int c) {
  if (k->cands.len >= KIND_MAX_CANDS * 4) return;
  Cand cd = {C_LIN, (uint16_t)w, li, {T_REG, x, 0}, {T_REG, y, 0}, true, (int8_t)a, (int8_t)b, (int8_t)c, z};
  VEC_PUSH(k->cands, cd);
}

/* Three-variable relations only for loops with at most this many
 * variables (28 candidates per triple: each costs Houdini queries). */
enum { LIN3_MAX_VARS = 4 };

/* (a, b) of the two-variable C_LIN candidates (1, -1 is C_DIFF). */
static const int8_t LIN_PAIRS[][2] = {{1, 1}, {1, -2}, {2, -1}, {1, 2}, {2, 1}};

/* The C_LIN candidates over three loop variables of width w: the
 * coefficient vectors with two entries +-1 and the third +-1, +-2 or +-3,
 * the first nonzero positive (a relation and its negation are one). */
static void add_lin3(Kind *k, uint32_t li, unsigned w, const uint32_t v[3], size_t budget_end) {
  static const int8_t big[] = {1, -1, 2, -2, 3, -3};
  for (int pos = 0; pos < 3; pos++)
    for (size_t bi = 0; bi < sizeof big; bi++)
      for (int signs = 0; signs < 4; signs++) {
        if (k->cands.len >= budget_end) return;
        int co[3], o = 0;
        for (int i = 0; i < 3; i++) co[i] = i == pos ? big[bi] : (signs >> o++) & 1 ? -1 : 1;
        if (co[0] < 0) continue;                  /* its negation is made too */
        if ((big[bi] == 1 || big[bi] == -1) && pos) continue; /* all +-1: made once, at pos 0 */
        add_lin(k, li, w, v[0], co[0], v[1], co[1], v[2], co[2]);
      }
}

static void add_linear(Kind *k, uint32_t li, const LoopFx *fx, size_t first) {
  size_t end = first + KIND_MAX_CANDS, n = fx->carried.len;
  for (size_t i = 0; i < n; i++)
    for (size_t j = i + 1; j < n; j++) {
      uint32_t x = fx->carried.data[i], y = fx->carried.data[j];
      unsigned w = width_of(k, x);
      if (w < 2 || w > 64 || width_of(k, y) != w) continue;
      for (size_t p = 0; p < sizeof LIN_PAIRS / sizeof *LIN_PAIRS && k->cands.len < end; p++)
        add_lin(k, li, w, x, LIN_PAIRS[p][0], y, LIN_PAIRS[p][1], 0, 0);
    }
  for (size_t i = 0; n <= LIN3_MAX_VARS && i < n; i++)
    for (size_t j = i + 1; j < n; j++)
      for (size_t m = j + 1; m < n; m++) {
        uint32_t v[3] = {fx->carried.data[i], fx->carried.data[j], fx->carried.data[m]};
        unsigned w = width_of(k, v[0]);
        if (w < 2 || w > 64 || width_of(k, v[1]) != w || width_of(k, v[2]) != w) continue;
        add_lin3(k, li, w, v, end);
      }
}

void kind_make_candidates(Kind *k, uint32_t li) {
  const LoopFx *fx = &k->loops.data[li].fx;
  size_t first = k->cands.len;
  for (size_t i = 0; i < fx->carried.len && k->cands.len - first < KIND_MAX_CANDS; i++) {
    uint32_t x = fx->carried.data[i];
    unsigned w = width_of(k, x);
    if (w > 64) continue;
    Term tx = {T_REG, x, 0};
    add_bounds(k, li, w, tx, (Term){T_ENTRY, (uint32_t)i, 0});
    if (w > 1) add_cand(k, li, C_PARITY, w, tx, (Term){T_ENTRY, (uint32_t)i, 0});
    bool zero = false; /* the sign: x against 0 whether or not the loop has a 0 */
    for (size_t j = 0; j < fx->consts.len; j++)
      if (fx->const_w.data[j] == w) {
        add_bounds(k, li, w, tx, (Term){T_CONST, 0, fx->consts.data[j]});
        zero |= fx->consts.data[j] == 0;
      }
    if (!zero) add_cand(k, li, C_SLE, w, (Term){T_CONST, 0, 0}, tx), add_cand(k, li, C_SLE, w, tx, (Term){T_CONST, 0, 0});
    for (size_t j = i + 1; j < fx->carried.len; j++) {
      uint32_t y = fx->carried.data[j];
      if (width_of(k, y) != w) continue;
      Term ty = {T_REG, y, 0};
      add_bounds(k, li, w, tx, ty);
      add_cand(k, li, C_EQ, w, tx, ty);
      add_cand(k, li, C_DIFF, w, tx, ty);
    }
    for (size_t j = 0; j < fx->invariant.len; j++)
      if (width_of(k, fx->invariant.data[j]) == w)
        add_bounds(k, li, w, tx, (Term){T_REG, fx->invariant.data[j], 0});
  }
  add_linear(k, li, fx, first);
}

static int carried_index(const LoopFx *fx, uint32_t reg) {
  for (size_t i = 0; i < fx->carried.len; i++)
    if (fx->carried.data[i] == reg) return (int)i;
  return -1;
}

/* A term's value in s (frame 0). New reference. */
static Expr *term_expr(const Kind *k, State *s, const Cand *c, const Term *t, Expr **entry, bool at_entry) {
  if (t->kind == T_CONST) return expr_const(s->exprs, c->w, t->c);
  if (t->kind == T_ENTRY) return expr_inc(entry[t->idx]);
  int ci = at_entry ? carried_index(&k->loops.data[c->li].fx, t->idx) : -1;
  if (ci >= 0) return expr_inc(entry[ci]);
  return val_expr(s->exprs, &s->regs[s->frames[0].rbase + t->idx], c->w);
}

static Expr *entry_of_term(const Kind *k, const Cand *c, const Term *t, Expr **entry) {
  return expr_inc(entry[carried_index(&k->loops.data[c->li].fx, t->idx)]);
}

/* acc + coef * (t - entry(t)), t a carried register, as |coef| additions
 * or subtractions (no product: the solver takes those slower). Takes acc's
 * reference; new reference. */
static Expr *lin_add(const Kind *k, State *s, const Cand *c, Expr *acc, uint32_t reg, int coef, Expr **entry,
                     bool at_entry) {
  Term t = {T_REG, reg, 0};
  Expr *v = term_expr(k, s, c, &t, entry, at_entry), *v0 = entry_of_term(k, c, &t, entry);
  Expr *d = expr_binary(EXPR_SUB, v, v0);
  expr_dec(v), expr_dec(v0);
  for (int i = 0; i < (coef < 0 ? -coef : coef); i++) {
    Expr *n = expr_binary(coef < 0 ? EXPR_SUB : EXPR_ADD, acc, d);
    expr_dec(acc);
    acc = n;
  }
  expr_dec(d);
  return acc;
}

static Expr *lin_expr(const Kind *k, State *s, const Cand *c, Expr **entry, bool at_entry) {
  Expr *sum = lin_add(k, s, c, expr_const(s->exprs, c->w, 0), c->lhs.idx, c->a, entry, at_entry);
  sum = lin_add(k, s, c, sum, c->rhs.idx, c->b, entry, at_entry);
  if (c->cz) sum = lin_add(k, s, c, sum, c->z, c->cz, entry, at_entry);
  Expr *zero = expr_const(s->exprs, c->w, 0), *e = expr_eq(sum, zero);
  expr_dec(zero), expr_dec(sum);
  return e;
}

static Expr *cand_expr(const Kind *k, State *s, const Cand *c, Expr **entry, bool at_entry) {
  if (c->op == C_LIN) return lin_expr(k, s, c, entry, at_entry);
  Expr *l = term_expr(k, s, c, &c->lhs, entry, at_entry), *e;
  if (c->op == C_PARITY) {
    Expr *l0 = entry_of_term(k, c, &c->lhs, entry);
    Expr *b = expr_extract(l, 0, 1), *b0 = expr_extract(l0, 0, 1);
    e = expr_eq(b, b0);
    expr_dec(b), expr_dec(b0), expr_dec(l0), expr_dec(l);
    return e;
  }
  Expr *r = term_expr(k, s, c, &c->rhs, entry, at_entry);
  if (c->op == C_DIFF) {
    Expr *l0 = entry_of_term(k, c, &c->lhs, entry), *r0 = entry_of_term(k, c, &c->rhs, entry);
    Expr *d = expr_binary(EXPR_SUB, l, r), *d0 = expr_binary(EXPR_SUB, l0, r0);
    e = expr_eq(d, d0);
    expr_dec(d), expr_dec(d0), expr_dec(l0), expr_dec(r0);
  } else {
    e = expr_binary(c->op == C_SLE ? EXPR_SLE : c->op == C_ULE ? EXPR_ULE : EXPR_EQ, l, r);
  }
  expr_dec(l), expr_dec(r);
  return e;
}

Expr *kind_cands_expr(const Kind *k, State *s, uint32_t li, Expr **entry, bool at_entry) {
  Expr *all = expr_bool(s->exprs, true);
  for (size_t i = 0; i < k->cands.len; i++) {
    const Cand *c = &k->cands.data[i];
    if (!c->alive || c->li != li) continue;
    Expr *e = cand_expr(k, s, c, entry, at_entry), *n = expr_and(all, e);
    expr_dec(e), expr_dec(all);
    all = n;
  }
  return all;
}

/* Houdini: drops the alive candidates of loops[li] false in model m (a
 * concrete run of the path: no query). */
static void drop_false_in(Kind *k, State *s, uint32_t li, Expr **entry, bool at_entry, const Model *m) {
  for (size_t i = 0; i < k->cands.len; i++) {
    Cand *c = &k->cands.data[i];
    if (!c->alive || c->li != li) continue;
    Expr *e = cand_expr(k, s, c, entry, at_entry);
    if (!expr_eval(e, m)) c->alive = false, k->changed = true;
    expr_dec(e);
  }
}

/* A query per alive candidate (one each: a conjunction of many is much
 * harder for the solver than its parts). Houdini first drops what the
 * state's own model (a concrete run of the path) falsifies, and each
 * counterexample drops every other candidate false in it too, without
 * queries of their own: dropping a candidate that holds would lose a
 * guess, never soundness. In a step case a candidate that does not hold
 * spoils the run. */
void kind_check_cands(Kind *k, Executor *ex, State *s, uint32_t li, Expr **entry, bool at_entry) {
  bool houdini = k->mode == MODE_HOUDINI;
  if (houdini && s->model) drop_false_in(k, s, li, entry, at_entry, s->model);
  for (size_t i = 0; i < k->cands.len; i++) {
    Cand *c = &k->cands.data[i];
    if (!c->alive || c->li != li) continue;
    Expr *e = cand_expr(k, s, c, entry, at_entry);
    Model *cex = NULL;
    bool holds = solver_valid(ex->solver, s->pc.data, s->pc.len, e, s->model, houdini ? &cex : NULL) == SOLVER_VALID;
    expr_dec(e);
    if (!holds && !houdini) kind_spoil(k, "an invariant does not hold at loop entry");
    if (!holds && houdini) c->alive = false, k->changed = true;
    if (cex) drop_false_in(k, s, li, entry, at_entry, cex), model_free(cex);
  }
}

static void term_text(FILE *f, const Kind *k, const Cand *c, const Term *t) {
  if (t->kind == T_CONST) fprintf(f, "%lld", (long long)t->c);
  else if (t->kind == T_ENTRY) fprintf(f, "r%u@entry", k->loops.data[c->li].fx.carried.data[t->idx]);
  else fprintf(f, "r%u", t->idx);
}

void kind_cands_json(FILE *f, const Kind *k, uint32_t li) {
  static const char *const ops[] = {"<=s", "<=u", "==", "-", "%2=="};
  bool first = true;
  fputc('[', f);
  for (size_t i = 0; i < k->cands.len; i++) {
    const Cand *c = &k->cands.data[i];
    if (!c->alive || (li != UINT32_MAX && c->li != li)) continue;
    fputs(first ? "\"" : ", \"", f);
    first = false;
    if (c->op == C_LIN) { /* "2*(r8 - r8@entry) + -1*(r9 - r9@entry) == 0" */
      fprintf(f, "%d*(r%u - r%u@entry) + %d*(r%u - r%u@entry)", c->a, c->lhs.idx, c->lhs.idx, c->b, c->rhs.idx,
              c->rhs.idx);
      if (c->cz) fprintf(f, " + %d*(r%u - r%u@entry)", c->cz, c->z, c->z);
      fputs(" == 0\"", f);
      continue;
    }
    term_text(f, k, c, &c->lhs);
    fprintf(f, " %s ", ops[c->op]);
    term_text(f, k, c, &c->rhs);
    if (c->op == C_DIFF) fputs(" == const", f);
    fputc('"', f);
  }
  fputc(']', f);
}
