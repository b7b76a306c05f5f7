/* rec_cands: candidate pre- and postconditions of recursive functions for
 * symx bmc's recursion summaries (rec.c), Houdini style as kind_cands.c's
 * loop invariants: cheap guesses, of which only those that survive every
 * check are used.
 *
 * Over a function's parameters p (sign-extended or truncated to the width
 * of the comparison), its result r and constants c (its own code's and its
 * callers', 0 and 1):
 *  pre:  p <=s c, p >=s c, p <=u c; for two parameters of one width,
 *        p + q and p - q (computed without wrapping) <=s and >=s 0 and
 *        the width's signed bounds (what keeps a recursive call's
 *        arithmetic from overflowing);
 *  post: r <=s c, r >=s c, r <=u c, r >=u c, r == c; r against each p
 *        (<=s, >=s, <s, >s, <=u, >=u, ==); r == a1*p1 + ... + c with
 *        a in {-1, 0, 1}; r == p * q (two parameters, at most 32 bits); r == (p & 1), r == (p & 1) ^ 1;
 *        and, guarded by p >s c or p <=s c for the function's own
 *        constants, r == c and r == +-p + c;
 *  tables (a function of one parameter whose precondition bounds it):
 *        p == k -> r == v for up to REC_TABLE values k at the bound, v
 *        what a tabulation run returns (rec.c: the body on k, its calls
 *        answered by the entries before). */
#include <stdint.h>
#include <stdio.h>

#include "cli/rec_internal.h"

static uint64_t sext_to64(uint64_t v, unsigned w) {
  return w >= 64 ? v : (uint64_t)((int64_t)(v << (64 - w)) >> (64 - w));
}

static void add(Rec *r, RecCand c) {
  c.alive = true;
  if (r->cands.len < REC_MAX_CANDS) VEC_PUSH(r->cands, c);
}

static RecTerm t_const(uint64_t c, unsigned w) { return (RecTerm){.kind = RT_CONST, .c = sext_to64(c, w)}; }
static RecTerm t_param(unsigned i) { return (RecTerm){.kind = RT_PARAM, .i = (uint8_t)i}; }
static RecTerm t_result(void) { return (RecTerm){.kind = RT_RESULT}; }

/* The constants of width w for fns[fi] (0 and 1 first, no two equal);
 * own: only those of its own code. */
static uint32_t consts_at(const RecFn *fn, unsigned w, bool own, uint64_t *out) {
  uint32_t n = 0;
  uint64_t all[REC_MAX_CONSTS + 2] = {0, 1};
  uint32_t na = 2;
  for (uint32_t i = 0; i < fn->nconsts && (!own || i < fn->nown); i++) all[na++] = fn->consts[i];
  for (uint32_t i = 0; i < na; i++) {
    uint64_t c = sext_to64(all[i], w);
    bool seen = false;
    for (uint32_t j = 0; j < n; j++) seen |= out[j] == c;
    if (!seen) out[n++] = c;
  }
  return n;
}

static void make_pre(Rec *r, uint32_t fi) {
  const RecFn *fn = &r->fns.data[fi];
  uint32_t np = rec_nin(fn);
  uint64_t k[REC_MAX_CONSTS + 4];
  for (uint32_t i = 0; i < np; i++) {
    unsigned w = fn->pw[i];
    uint32_t nk = consts_at(fn, w, false, k);
    for (uint32_t j = 0; j < nk; j++) {
      RecCand c = {.fn = fi, .pre = true, .w = (uint16_t)w, .gop = RO_NONE, .lhs = t_param(i), .rhs = t_const(k[j], w)};
      c.op = RO_SLE, add(r, c);
      c.op = RO_SGE, add(r, c);
      c.op = RO_ULE, add(r, c);
    }
  }
  for (uint32_t i = 0; i < fn->f->nparams; i++) /* (not g: its tables' preconditions bound it) */
    for (uint32_t j = i + 1; j < fn->f->nparams; j++) {
      unsigned w = fn->pw[i];
      if (fn->pw[j] != w) continue;
      uint32_t nk = 0; /* (more constants make the checks at calls slow) */
      k[nk++] = 0;
      k[nk++] = sext_to64(1ull << (w - 1), w);         /* the signed minimum */
      k[nk++] = sext_to64((1ull << (w - 1)) - 1, w);   /* and maximum */
      for (int sign = 1; sign >= -1; sign -= 2)
        for (uint32_t m = 0; m < nk; m++) {
          RecCand c = {.fn = fi, .pre = true, .wide = true, .w = (uint16_t)w, .gop = RO_NONE, .rhs = t_const(k[m], w)};
          c.lhs = (RecTerm){.kind = RT_LIN};
          c.lhs.a[i] = 1, c.lhs.a[j] = (int8_t)sign;
          c.op = RO_SLE, add(r, c);
          c.op = RO_SGE, add(r, c);
        }
    }
}

/* r == sum of a[k] * p[k] + c for every a in {-1, 0, 1}^np but 0. */
static void make_linear(Rec *r, uint32_t fi, const uint64_t *k, uint32_t nk, RecCand c) {
  uint32_t np = rec_nin(&r->fns.data[fi]), combos = 1;
  for (uint32_t i = 0; i < np; i++) combos *= 3;
  for (uint32_t x = 1; x < combos; x++) {
    RecTerm t = {.kind = RT_LIN};
    for (uint32_t i = 0, y = x; i < np; i++, y /= 3) t.a[i] = (int8_t)((int)(y % 3) - 1);
    bool zero = true;
    for (uint32_t i = 0; i < np; i++) zero &= t.a[i] == 0;
    if (zero) continue;
    for (uint32_t m = 0; m < nk; m++) {
      t.c = k[m];
      c.rhs = t, c.op = RO_EQ;
      add(r, c);
    }
  }
}

/* The cell's value at the return g' against its value at the entry g and
 * the constants: g' == g + c (c and -c), g' <=s g, g' >=s g, g' == c. */
static void make_cell_post(Rec *r, uint32_t fi) {
  const RecFn *fn = &r->fns.data[fi];
  unsigned w = fn->pw[fn->f->nparams];
  uint32_t g = fn->f->nparams;
  uint64_t k[REC_MAX_CONSTS + 2];
  uint32_t nk = consts_at(fn, w, false, k);
  RecCand c = {.fn = fi, .w = (uint16_t)w, .gop = RO_NONE, .lhs = t_param(g + 1)};
  for (uint32_t j = 0; j < nk; j++)
    for (int sign = 1; sign >= -1; sign -= 2) {
      c.rhs = (RecTerm){.kind = RT_LIN, .c = sext_to64(sign > 0 ? k[j] : -k[j], w)};
      c.rhs.a[g] = 1, c.op = RO_EQ, add(r, c);
      c.rhs = t_const(c.rhs.c, w), add(r, c);
    }
  c.rhs = t_param(g);
  c.op = RO_SLE, add(r, c);
  c.op = RO_SGE, add(r, c);
}

static void make_post(Rec *r, uint32_t fi) {
  const RecFn *fn = &r->fns.data[fi];
  unsigned w = fn->rw;
  uint32_t np = rec_nin(fn);
  uint64_t k[2 * REC_MAX_CONSTS + 4];
  uint32_t nk = consts_at(fn, w, false, k);
  RecCand c = {.fn = fi, .w = (uint16_t)w, .gop = RO_NONE, .lhs = t_result()};
  for (uint32_t j = 0; j < nk; j++) {
    c.rhs = t_const(k[j], w);
    for (uint8_t op = RO_SLE; op <= RO_EQ; op++)
      if (op != RO_SLT && op != RO_SGT) c.op = op, add(r, c);
  }
  for (uint32_t i = 0; i < np; i++) {
    c.rhs = t_param(i);
    for (uint8_t op = RO_SLE; op <= RO_EQ; op++) c.op = op, add(r, c);
    c.op = RO_EQ;
    c.rhs = (RecTerm){.kind = RT_BIT, .i = (uint8_t)i}, add(r, c);
    c.rhs.c = 1, add(r, c);
    for (uint32_t j = i + 1; j < np && w <= 32; j++) /* (squares and wider products are slow to decide) */
      c.rhs = (RecTerm){.kind = RT_MUL, .i = (uint8_t)i, .j = (uint8_t)j}, add(r, c);
  }
  uint32_t nk2 = nk; /* with the negated constants */
  for (uint32_t j = 0; j < nk; j++) {
    uint64_t n = sext_to64(-k[j], w);
    bool seen = false;
    for (uint32_t m = 0; m < nk2; m++) seen |= k[m] == n;
    if (!seen) k[nk2++] = n;
  }
  if (np <= 3) make_linear(r, fi, k, nk2, c);
  /* guarded by a parameter against one of the function's own constants */
  uint64_t g[REC_MAX_CONSTS + 2];
  for (uint32_t i = 0; i < np; i++) {
    uint32_t ng = consts_at(fn, fn->pw[i], true, g);
    for (uint32_t m = 0; m < ng; m++)
      for (uint8_t gop = RO_SLE; gop <= RO_SGT; gop += 3) {
        RecCand gc = {.fn = fi, .w = (uint16_t)w, .gop = gop, .gp = (uint8_t)i, .gc = g[m], .lhs = t_result(),
                      .op = RO_EQ};
        for (uint32_t j = 0; j < nk; j++) gc.rhs = t_const(k[j], w), add(r, gc);
        for (uint32_t p = 0; p < np; p++)
          for (int sign = 1; sign >= -1; sign -= 2)
            for (uint32_t j = 0; j < nk2; j++) {
              gc.rhs = (RecTerm){.kind = RT_LIN, .c = k[j]};
              gc.rhs.a[p] = (int8_t)sign;
              add(r, gc);
            }
      }
  }
}

void rec_make_candidates(Rec *r, uint32_t fi) {
  make_pre(r, fi);
  if (r->fns.data[fi].cell) make_cell_post(r, fi);
  if (r->fns.data[fi].rw) make_post(r, fi);
}

/* ---- Tables ----------------------------------------------------------------------- */

static bool is_entry(const RecCand *c, const RecFn *fn, uint32_t fi, bool cell) {
  if (!c->alive || c->fn != fi || c->pre || c->gop != RO_EQ || c->gp != 0 || c->op != RO_EQ) return false;
  if (!cell) return c->lhs.kind == RT_RESULT && c->rhs.kind == RT_CONST;
  return c->lhs.kind == RT_PARAM && c->lhs.i == fn->f->nparams + 1 && c->rhs.kind == RT_LIN;
}

bool rec_pre_window(const Rec *r, uint32_t fi, int64_t *lo, int64_t *hi) {
  const RecFn *fn = &r->fns.data[fi];
  if (fn->f->nparams < 1 || (!fn->rw && !fn->cell)) return false;
  unsigned w = fn->pw[0];
  int64_t min = w >= 64 ? INT64_MIN : -(int64_t)(1ull << (w - 1)), max = w >= 64 ? INT64_MAX : (int64_t)((1ull << (w - 1)) - 1);
  int64_t l = min, h = max;
  for (size_t i = 0; i < r->cands.len; i++) {
    const RecCand *c = &r->cands.data[i];
    if (!c->alive || c->fn != fi || !c->pre || c->wide || c->gop != RO_NONE || c->lhs.kind != RT_PARAM || c->lhs.i != 0 ||
        c->rhs.kind != RT_CONST)
      continue;
    int64_t k = (int64_t)c->rhs.c;
    if (c->op == RO_SLE && k < h) h = k;
    if (c->op == RO_SGE && k > l) l = k;
  }
  if ((h == max && l == min) || h < l) return false; /* (no bound: no window) */
  l = (__int128)l - min >= 2 ? l - 2 : min; /* (two below: the precondition main's calls meet may be too strong) */
  if (h == max) h = (int64_t)((__int128)l + REC_TABLE - 1 > max ? max : l + (REC_TABLE - 1));
  if ((__int128)h - l >= REC_TABLE) l = h - (REC_TABLE - 1);
  *lo = l, *hi = h;
  return true;
}

bool rec_table_lookup(const Rec *r, uint32_t fi, bool cell, uint64_t k, uint64_t *v) {
  const RecFn *fn = &r->fns.data[fi];
  k = sext_to64(k, fn->pw[0]);
  for (size_t i = 0; i < r->cands.len; i++) {
    const RecCand *c = &r->cands.data[i];
    if (is_entry(c, fn, fi, cell) && c->gc == k) {
      *v = c->rhs.c;
      return true;
    }
  }
  return false;
}

void rec_add_table_entry(Rec *r, uint32_t fi, bool cell, uint64_t k, uint64_t v) {
  const RecFn *fn = &r->fns.data[fi];
  uint64_t old;
  if (rec_table_lookup(r, fi, cell, k, &old)) return;
  RecCand c = {.fn = fi, .w = fn->rw, .gop = RO_EQ, .gp = 0, .gc = sext_to64(k, fn->pw[0]), .lhs = t_result(),
               .op = RO_EQ};
  if (!cell) {
    c.rhs = t_const(v, fn->rw);
    add(r, c);
    return;
  }
  uint32_t g = fn->f->nparams;
  unsigned w = fn->pw[g];
  int64_t d = (int64_t)sext_to64(v, w), max = (int64_t)((1ull << (w - 1)) - 1), min = -max - 1;
  c.w = (uint16_t)w, c.lhs = t_param(g + 1), c.rhs = (RecTerm){.kind = RT_LIN, .c = (uint64_t)d};
  c.rhs.a[g] = 1;
  add(r, c);
  if (w >= 64 || d == 0) return;
  c.pre = true, c.lhs = t_param(g); /* (g + d does not overflow) */
  c.op = d > 0 ? RO_SLE : RO_SGE;
  c.rhs = t_const((uint64_t)(d > 0 ? max - d : min - d), w);
  add(r, c);
}

/* ---- Expressions ------------------------------------------------------------------ */

/* Parameter i at width w. New reference. */
static Expr *param_at(const RecFn *fn, Expr *const *P, unsigned i, unsigned w) {
  unsigned pw = fn->pw[i];
  if (pw == w) return expr_inc(P[i]);
  return pw < w ? expr_sext(P[i], w) : expr_extract(P[i], 0, w);
}

static Expr *add_to(Expr *sum, Expr *x, bool minus) {
  Expr *n = expr_binary(minus ? EXPR_SUB : EXPR_ADD, sum, x);
  expr_dec(sum), expr_dec(x);
  return n;
}

/* A term at width ww (>= the candidate's w: constants sign-extended). */
static Expr *term_expr(const RecFn *fn, ExprTable *t, const RecTerm *x, unsigned ww, Expr *const *P, Expr *R) {
  switch (x->kind) {
  case RT_CONST: return expr_const(t, ww, (u128)(__int128)(int64_t)x->c);
  case RT_PARAM: return param_at(fn, P, x->i, ww);
  case RT_RESULT: return ww == fn->rw ? expr_inc(R) : expr_sext(R, ww);
  case RT_MUL: {
    Expr *a = param_at(fn, P, x->i, ww), *b = param_at(fn, P, x->j, ww), *m = expr_binary(EXPR_MUL, a, b);
    expr_dec(a), expr_dec(b);
    return m;
  }
  case RT_BIT: {
    Expr *a = param_at(fn, P, x->i, ww), *one = expr_const(t, ww, 1), *b = expr_binary(EXPR_AND, a, one);
    Expr *e = x->c ? expr_binary(EXPR_XOR, b, one) : expr_inc(b);
    expr_dec(a), expr_dec(one), expr_dec(b);
    return e;
  }
  default: {
    Expr *sum = expr_const(t, ww, (u128)(__int128)(int64_t)x->c);
    for (unsigned i = 0; i < fn->f->nparams + (fn->cell ? 2u : 0u) && i < REC_MAX_PARAMS; i++)
      if (x->a[i]) sum = add_to(sum, param_at(fn, P, i, ww), x->a[i] < 0);
    return sum;
  }
  }
}

static Expr *compare(uint8_t op, Expr *l, Expr *r) {
  switch (op) {
  case RO_SLE: return expr_binary(EXPR_SLE, l, r);
  case RO_SGE: return expr_binary(EXPR_SLE, r, l);
  case RO_SLT: return expr_binary(EXPR_SLT, l, r);
  case RO_SGT: return expr_binary(EXPR_SLT, r, l);
  case RO_ULE: return expr_binary(EXPR_ULE, l, r);
  case RO_UGE: return expr_binary(EXPR_ULE, r, l);
  default: return expr_eq(l, r);
  }
}

static Expr *cand_expr(const Rec *r, ExprTable *t, const RecCand *c, Expr *const *P, Expr *R) {
  const RecFn *fn = &r->fns.data[c->fn];
  unsigned ww = c->wide ? c->w + 1u : c->w; /* (two parameters' sum or difference fits) */
  Expr *l = term_expr(fn, t, &c->lhs, ww, P, R), *rr = term_expr(fn, t, &c->rhs, ww, P, R);
  Expr *e = compare(c->op, l, rr);
  expr_dec(l), expr_dec(rr);
  if (c->gop == RO_NONE) return e;
  unsigned gw = fn->pw[c->gp];
  Expr *gk = expr_const(t, gw, c->gc), *g = compare(c->gop, P[c->gp], gk), *ng = expr_not(g);
  Expr *imp = expr_or(ng, e);
  expr_dec(gk), expr_dec(g), expr_dec(ng), expr_dec(e);
  return imp;
}

static bool selected(const RecCand *c, uint32_t fi, bool pre) { return c->alive && c->fn == fi && c->pre == pre; }

Expr *rec_cands_expr(const Rec *r, ExprTable *t, uint32_t fi, bool pre, Expr *const *P, Expr *R) {
  Expr *all = expr_bool(t, true);
  for (size_t i = 0; i < r->cands.len; i++) {
    const RecCand *c = &r->cands.data[i];
    if (!selected(c, fi, pre) || (!pre && !R && !r->fns.data[fi].cell)) continue;
    Expr *e = cand_expr(r, t, c, P, R), *n = expr_and(all, e);
    expr_dec(e), expr_dec(all);
    all = n;
  }
  return all;
}

/* Drops the candidates that do not hold in s one by one; whether any did. */
static bool drop_singly(Rec *r, Executor *ex, State *s, uint32_t fi, bool pre, Expr *const *P, Expr *R) {
  bool dropped = false;
  for (size_t i = 0; i < r->cands.len; i++) {
    RecCand *c = &r->cands.data[i];
    if (!selected(c, fi, pre)) continue;
    Expr *e = cand_expr(r, s->exprs, c, P, R);
    if (solver_valid(ex->solver, s->pc.data, s->pc.len, e, s->model, NULL) != SOLVER_VALID)
      c->alive = false, dropped = true;
    expr_dec(e);
  }
  return dropped;
}

void rec_check_cands(Rec *r, Executor *ex, State *s, uint32_t fi, bool pre, Expr *const *P, Expr *R) {
  if (!pre && !R && !r->fns.data[fi].cell) return;
  for (;;) {
    Expr *all = rec_cands_expr(r, s->exprs, fi, pre, P, R);
    Model *cex = NULL;
    SolverValidity v = solver_valid(ex->solver, s->pc.data, s->pc.len, all, s->model, &cex);
    expr_dec(all);
    if (v == SOLVER_VALID) return;
    bool dropped = false;
    /* a counterexample drops every candidate it falsifies at once */
    for (size_t i = 0; cex && i < r->cands.len; i++) {
      RecCand *c = &r->cands.data[i];
      if (!selected(c, fi, pre)) continue;
      Expr *e = cand_expr(r, s->exprs, c, P, R);
      if (!(expr_eval(e, cex) & 1)) c->alive = false, dropped = true;
      expr_dec(e);
    }
    if (cex) model_free(cex);
    if (!dropped) dropped = drop_singly(r, ex, s, fi, pre, P, R);
    if (!dropped) return; /* each holds alone, so the conjunction holds (the solver could not decide it) */
    r->changed = true;
  }
}

/* ---- Text ------------------------------------------------------------------------- */

/* Parameter i's name: p0, p1, ..., then g and g' (the cell at the entry
 * and at the return). */
static void param_text(FILE *f, const RecFn *fn, unsigned i) {
  if (i < fn->f->nparams) fprintf(f, "p%u", i);
  else fputs(i == fn->f->nparams ? "g" : "g'", f);
}

static void term_text(FILE *f, const RecFn *fn, const RecTerm *x) {
  static const char *const bit[] = {"(p%u & 1)", "((p%u & 1) ^ 1)"};
  switch (x->kind) {
  case RT_CONST: fprintf(f, "%lld", (long long)x->c); break;
  case RT_PARAM: param_text(f, fn, x->i); break;
  case RT_RESULT: fputs("result", f); break;
  case RT_MUL: fprintf(f, "p%u * p%u", x->i, x->j); break;
  case RT_BIT: fprintf(f, bit[x->c != 0], x->i); break;
  default: {
    bool first = true;
    for (unsigned i = 0; i < REC_MAX_PARAMS; i++)
      if (x->a[i]) fputs(x->a[i] < 0 ? (first ? "-" : " - ") : (first ? "" : " + "), f), param_text(f, fn, i), first = false;
    if (x->c) fprintf(f, " %s %llu", (int64_t)x->c < 0 ? "-" : "+",
                      (unsigned long long)((int64_t)x->c < 0 ? -x->c : x->c));
  }
  }
}

static const char *const op_text[] = {"<=s", ">=s", "<s", ">s", "<=u", ">=u", "=="};

static void cands_json(FILE *f, const Rec *r, uint32_t fi, bool pre) {
  const RecFn *fn = &r->fns.data[fi];
  bool first = true;
  fputc('[', f);
  for (size_t i = 0; i < r->cands.len; i++) {
    const RecCand *c = &r->cands.data[i];
    if (!selected(c, fi, pre)) continue;
    fputs(first ? "\"" : ", \"", f);
    first = false;
    if (c->gop != RO_NONE) fprintf(f, "p%u %s %lld -> ", c->gp, op_text[c->gop], (long long)c->gc);
    term_text(f, fn, &c->lhs);
    fprintf(f, " %s ", op_text[c->op]);
    term_text(f, fn, &c->rhs);
    if (c->wide) fputs(" (no wrap)", f);
    fputc('"', f);
  }
  fputc(']', f);
}

void rec_cands_json(FILE *f, const Rec *r, uint32_t fi) {
  fputs("{\"function\": ", f);
  util_json_string(f, r->fns.data[fi].f->name);
  fputs(", \"pre\": ", f);
  cands_json(f, r, fi, true);
  fputs(", \"post\": ", f);
  cands_json(f, r, fi, false);
  fputc('}', f);
}
