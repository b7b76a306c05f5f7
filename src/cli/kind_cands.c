/* kind_cands: candidate invariants of symx bmc --k-induction (Houdini
 * style: cheap guesses, and only those proved inductive are used).
 *
 * Per loop of S, over its variables x, y (the registers its back edges
 * set), the values they had at the loop's entry x0, the registers it only
 * reads and the constants it compares with, computes with or starts from:
 * x <= c, x >= c (signed and unsigned; c = 0 always: x's sign), x <= y,
 * x == y, x - y == x0 - y0, x <= x0, x >= x0, and x's parity that of x0. kind.c's Houdini rounds
 * drop those that do not hold at the loop's entry or after an iteration. */
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

static Expr *cand_expr(const Kind *k, State *s, const Cand *c, Expr **entry, bool at_entry) {
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

void kind_check_cands(Kind *k, Executor *ex, State *s, uint32_t li, Expr **entry, bool at_entry) {
  for (size_t i = 0; i < k->cands.len; i++) {
    Cand *c = &k->cands.data[i];
    if (!c->alive || c->li != li) continue;
    Expr *e = cand_expr(k, s, c, entry, at_entry);
    bool holds = solver_valid(ex->solver, s->pc.data, s->pc.len, e, s->model, NULL) == SOLVER_VALID;
    expr_dec(e);
    if (holds) continue;
    if (k->mode == MODE_STEP) kind_spoil(k, "an invariant does not hold at loop entry");
    else c->alive = false, k->changed = true;
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
    term_text(f, k, c, &c->lhs);
    fprintf(f, " %s ", ops[c->op]);
    term_text(f, k, c, &c->rhs);
    if (c->op == C_DIFF) fputs(" == const", f);
    fputc('"', f);
  }
  fputc(']', f);
}
