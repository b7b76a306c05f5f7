/* subsume: see subsume.h. */
#include "engine/subsume.h"

#include <string.h>

#include "base/util.h"
#include "engine/lazy.h"
#include "engine/shape.h"
#include "ir/cfg.h"

/* Shapes stored per header; per arrival, implications asked and quantified
 * queries among them (the other stored shapes are then not compared: fewer
 * drops, never a wrong one). */
enum { MAX_STORED = 1024, MAX_TRIED = 8, MAX_QUANTIFIED = 2 };
/* A header where this many states were compared and none dropped is
 * given up (its comparisons cost time for nothing). */
enum { GIVE_UP = 32 };
/* A header where this many quantified queries went undecided (each may take
 * the solver's second) asks no more of them: only the quantifier-free
 * checks, which decide the drops of states that share their inputs. */
enum { UNDECIDED_LIMIT = 4 };

typedef struct Header {
  uint32_t fn, pc;
  VEC(Shape *) shapes;
  uint32_t checks, drops; /* states compared here, and dropped */
  uint32_t undecided;     /* quantified queries undecided here */
  bool call;              /* a call of a recursive function (subsume_call) */
} Header;

struct Subsumer {
  SubsumeMode mode;
  VEC(Header) headers;
  VEC(IrLive *) live;   /* per function index: its liveness, made when first needed */
  ShapeMatch match;
  uint64_t checked, stored, undecided;
  uint64_t splits; /* index registers made concrete (split_indices) */
  uint64_t by_list, by_array; /* abstract drops with list summaries, with arrays as cells */
  uint64_t at_calls;           /* drops at calls of recursive functions */
  VEC(uint64_t) bits;          /* scratch: live registers */
  VEC(uint8_t) recursive;      /* per function: 0 not known yet, 1 not recursive, 2 recursive */
};

Subsumer *subsume_new(SubsumeMode mode) {
  Subsumer *sub = xcalloc(1, sizeof *sub);
  sub->mode = mode;
  return sub;
}

void subsume_free(Subsumer *sub) {
  if (!sub) return;
  for (size_t i = 0; i < sub->headers.len; i++) {
    Header *h = &sub->headers.data[i];
    for (size_t k = 0; k < h->shapes.len; k++) shape_free(h->shapes.data[k]);
    VEC_FREE(h->shapes);
  }
  VEC_FREE(sub->headers);
  for (size_t i = 0; i < sub->live.len; i++) ir_live_free(sub->live.data[i]);
  VEC_FREE(sub->bits);
  VEC_FREE(sub->recursive);
  VEC_FREE(sub->live);
  shape_match_free(&sub->match);
  xfree(sub, sizeof *sub);
}

void subsume_stats(const Subsumer *sub, uint64_t *checked, uint64_t *stored, uint64_t *undecided) {
  *checked = sub ? sub->checked : 0;
  *stored = sub ? sub->stored : 0;
  *undecided = sub ? sub->undecided : 0;
}

void subsume_reasons(const Subsumer *sub, uint64_t *by_list, uint64_t *by_array, uint64_t *splits,
                     uint64_t *at_calls) {
  *at_calls = sub ? sub->at_calls : 0;
  *by_list = sub ? sub->by_list : 0;
  *by_array = sub ? sub->by_array : 0;
  *splits = sub ? sub->splits : 0;
}

static bool loop_header(const IrFunction *fn, uint32_t pc) {
  const IrCfg *g = fn->cfg;
  if (!g || fn->is_model || pc >= fn->ncode) return false;
  uint32_t b = g->block_of[pc];
  if (g->blocks[b].first != pc) return false;
  for (uint32_t i = 0; i < g->nloops; i++)
    if (g->loops[i].header == b) return true;
  return false;
}

static Header *header_at(Subsumer *sub, uint32_t fn, uint32_t pc) {
  for (size_t i = 0; i < sub->headers.len; i++)
    if (sub->headers.data[i].fn == fn && sub->headers.data[i].pc == pc) return &sub->headers.data[i];
  Header h = {fn, pc, {0}, 0, 0, 0, false};
  VEC_PUSH(sub->headers, h);
  return &sub->headers.data[sub->headers.len - 1];
}

static const IrLive *live_of(Subsumer *sub, const IrFunction *fn) {
  while (sub->live.len <= fn->index) VEC_PUSH(sub->live, NULL);
  if (!sub->live.data[fn->index]) sub->live.data[fn->index] = ir_live_build(fn);
  return sub->live.data[fn->index];
}

/* ---- The numeric part: lhs ∧ pc(cur) ⇒ ∃. rhs ∧ pc(stored) ------------------------------------- */

typedef VEC(const Expr *) ArrVec; /* input bytes (VAR nodes) */
typedef VEC(Expr *) ExprVec;

static bool arr_in(const ArrVec *v, const Expr *a) {
  for (size_t i = 0; i < v->len; i++)
    if (v->data[i] == a) return true;
  return false;
}

/* Adds the input bytes e reads to *out (seen: nodes visited). */
static void arrays_of(Expr *e, ArrVec *out, ExprVec *seen) {
  ExprVec stack = {0};
  VEC_PUSH(stack, e);
  while (stack.len) {
    Expr *x = stack.data[--stack.len];
    bool dup = false;
    for (size_t i = seen->len; i-- > 0 && !dup;) dup = seen->data[i] == x;
    if (dup) continue;
    VEC_PUSH(*seen, x);
    if (x->kind == EXPR_VAR && !arr_in(out, x)) VEC_PUSH(*out, x);
    for (unsigned i = 0; i < x->nkids; i++) VEC_PUSH(stack, x->kid[i]);
  }
  VEC_FREE(stack);
}

/* seeds, then the constraints of pc that share an input with them, at
 * any distance (the rest, satisfiable and independent, changes nothing). */
static void slice(Expr *const *seeds, size_t ns, Expr *const *pc, size_t np, ExprVec *out) {
  ArrVec vars = {0};
  ExprVec seen = {0};
  for (size_t i = 0; i < ns; i++) {
    arrays_of(seeds[i], &vars, &seen);
    VEC_PUSH(*out, seeds[i]);
  }
  ArrVec *per = xcalloc(np + 1, sizeof *per);
  for (size_t i = 0; i < np; i++) {
    seen.len = 0;
    arrays_of(pc[i], &per[i], &seen);
  }
  bool *taken = xcalloc(np + 1, 1), changed = true;
  while (changed) {
    changed = false;
    for (size_t i = 0; i < np; i++) {
      if (taken[i]) continue;
      bool shares = false;
      for (size_t k = 0; k < per[i].len && !shares; k++) shares = arr_in(&vars, per[i].data[k]);
      if (!shares) continue;
      taken[i] = changed = true;
      VEC_PUSH(*out, pc[i]);
      for (size_t k = 0; k < per[i].len; k++)
        if (!arr_in(&vars, per[i].data[k])) VEC_PUSH(vars, per[i].data[k]);
    }
  }
  for (size_t i = 0; i < np; i++) VEC_FREE(per[i]);
  xfree(per, (np + 1) * sizeof *per);
  xfree(taken, np + 1);
  VEC_FREE(vars);
  VEC_FREE(seen);
}

/* The conjunction of v[0..n) (a new reference). */
static Expr *conjunction(ExprTable *t, Expr *const *v, size_t n) {
  Expr *acc = expr_bool(t, true);
  for (size_t i = 0; i < n; i++) {
    Expr *c = expr_and(acc, v[i]);
    expr_dec(acc);
    acc = c;
  }
  return acc;
}

/* Whether lhs ⇒ rhs holds with the stored state's inputs taken as the new
 * state's own (the witness that serves when both come from one path):
 * lhs ∧ ¬rhs unsatisfiable, a quantifier-free query down the usual chain.
 * When it does not, *cex is a model of lhs ∧ ¬rhs (the caller frees it). */
static bool implied_as_is(Executor *ex, ExprTable *t, const ExprVec *lhs, const ExprVec *rhs, Model **cex) {
  Expr *l = conjunction(t, lhs->data, lhs->len), *r = conjunction(t, rhs->data, rhs->len);
  Expr *nr = expr_not(r), *q = expr_and(l, nr);
  Model *scratch = model_new();
  SolverResult res = solver_check(ex->solver, NULL, 0, q, scratch);
  expr_dec(l), expr_dec(r), expr_dec(nr), expr_dec(q);
  if (res == SOLVER_SAT) *cex = scratch;
  else model_free(scratch);
  return res == SOLVER_UNSAT;
}

/* Whether the stored side cannot give the matched values the new state's
 * values in cex: rhs ∧ F == cex(F) unsatisfiable, so the implication is
 * invalid (a quantifier-free query that spares most quantified ones). */
static bool refuted(Executor *ex, ShapeMatch *m, const ExprVec *rhs, const Model *cex) {
  Expr *q = conjunction(m->tab, rhs->data, rhs->len);
  for (uint32_t i = 0; i < m->used; i++)
    for (uint32_t k = 0; k < 8; k++) {
      Expr *b = expr_var(m->pool.data[i], k), *c = expr_const(m->tab, 8, model_get(cex, m->pool.data[i], k));
      Expr *eq = expr_eq(b, c), *a = expr_and(q, eq);
      expr_dec(b), expr_dec(c), expr_dec(eq), expr_dec(q);
      q = a;
    }
  Model *scratch = model_new();
  SolverResult res = solver_check(ex->solver, NULL, 0, q, scratch);
  model_free(scratch);
  expr_dec(q);
  return res == SOLVER_UNSAT;
}

/* lhs ∧ pc(cur) ⇒ ∃. rhs ∧ pc(stored), each path condition sliced to the
 * constraints that share an input with the facts. *quantified: whether it
 * took a quantified query. */
static SolverValidity implies(Executor *ex, ShapeMatch *m, const Shape *stored, const Shape *cur, bool may_quantify,
                              bool *quantified) {
  ExprVec lhs = {0}, rhs = {0};
  slice(m->lhs.data, m->lhs.len, cur->pc.data, cur->pc.len, &lhs);
  slice(m->rhs.data, m->rhs.len, stored->pc.data, stored->pc.len, &rhs);
  SolverValidity v = SOLVER_VALID;
  Model *cex = NULL;
  *quantified = false;
  if (!implied_as_is(ex, m->tab, &lhs, &rhs, &cex)) {
    if (cex && refuted(ex, m, &rhs, cex)) {
      v = SOLVER_INVALID;
    } else if (!may_quantify) {
      v = SOLVER_VALIDITY_UNKNOWN;
    } else {
      *quantified = true;
      v = solver_implies(ex->solver, lhs.data, lhs.len, rhs.data, rhs.len, m->pool.data, m->used);
    }
  }
  model_free(cex);
  VEC_FREE(lhs);
  VEC_FREE(rhs);
  return v;
}

/* ---- Index registers made concrete (abstract) -------------------------------------------------- */

/* Abstract subsumption places an index register in its array's list of
 * cells only when it is concrete (engine/shape_array.c). A live index
 * register of the top frame that is symbolic but confined by the path
 * condition to 0..--lazy-array (the cells there are) is made so: s is split
 * on its value (exec_concretize: s goes on with the model's value, a copy
 * with the other values is queued at this header, and is compared at its
 * next arrival). A split loses nothing: the copies together are s. */
static void split_indices(Subsumer *sub, Executor *ex, State *s, const IrLive *live) {
  const Frame *f = state_top(s);
  if (!live || !lazy_heap_of(s) || !ex->opt.lazy_array) return;
  uint8_t *index = shape_index_regs(f->fn, NULL);
  uint32_t blk = f->fn->cfg->block_of[f->pc];
  for (uint32_t i = f->fn->nconsts; i < f->fn->nregs; i++) {
    Val *v = &s->regs[f->rbase + i];
    if (!index[i] || !ir_live_in(live, blk, i) || !v->e || v->e->width > 64) continue;
    Expr *lim = expr_const(s->exprs, v->e->width, ex->opt.lazy_array), *out = expr_binary(EXPR_ULT, lim, v->e);
    Model *scratch = model_copy(s->model); /* the solver's layers take it to satisfy the path condition */
    SolverResult r = solver_check(ex->solver, s->pc.data, s->pc.len, out, scratch);
    model_free(scratch);
    expr_dec(lim), expr_dec(out);
    uint64_t val;
    if (r != SOLVER_UNSAT || !exec_concretize(ex, s, v, v->e->width, &val)) continue;
    expr_dec(v->e);
    v->e = NULL, v->v = val;
    sub->splits++;
  }
  xfree(index, f->fn->nregs + 1);
}

/* ---- The hook --------------------------------------------------------------------------------- */

/* Compares s (at its top frame's pc, h's point) with the shapes stored at h
 * as view shows it: drops it when one subsumes it, else stores its shape. */
static HookAction check(Subsumer *sub, Executor *ex, State *s, Header *h, const ShapeView *view) {
  Shape *cur = shape_of(ex, s, sub->mode == SUBSUME_ABSTRACT, view);
  if (!cur) return HOOK_GO;
  cur->stack = view->skip_hi > view->skip_lo;
  sub->checked++;
  h->checks++;
  ShapeMatch *m = &sub->match;
  m->tab = s->exprs;
  uint32_t quantified = 0, tried = 0;
  for (size_t i = h->shapes.len; i-- > 0 && quantified < MAX_QUANTIFIED && tried < MAX_TRIED;) { /* newest first */
    if (!shape_match(h->shapes.data[i], cur, sub->mode == SUBSUME_EXACT, m)) continue;
    bool q;
    SolverValidity v = implies(ex, m, h->shapes.data[i], cur, h->undecided < UNDECIDED_LIMIT, &q);
    quantified += q, tried++;
    if (v == SOLVER_VALIDITY_UNKNOWN && q) sub->undecided++, h->undecided++;
    if (v != SOLVER_VALID) continue;
    bool exact = m->exact;
    if (!exact) {
      sub->by_list += h->shapes.data[i]->summaries || cur->summaries;
      sub->by_array += h->shapes.data[i]->cells || cur->cells;
    }
    sub->at_calls += h->call;
    h->drops++;
    shape_match_reset(m);
    shape_free(cur);
    if (exact) {
      ex->subsumed++;
      state_free(s);
    } else {
      ex->abstract_subsumed++;
      exec_cut(ex, s, "abstract-subsumed");
    }
    return HOOK_TAKEN;
  }
  shape_match_reset(m);
  if (h->shapes.len < MAX_STORED) {
    VEC_PUSH(h->shapes, cur);
    sub->stored++;
  } else {
    shape_free(cur);
  }
  return HOOK_GO;
}

/* The registers of f's function live at f's pc, in sub's scratch. */
static const uint64_t *live_here(Subsumer *sub, const Frame *f) {
  const IrLive *l = live_of(sub, f->fn);
  if (!l || f->pc >= f->fn->ncode) return NULL;
  while (sub->bits.len < l->words) VEC_PUSH(sub->bits, 0);
  ir_live_before(l, f->fn, f->pc, sub->bits.data);
  return sub->bits.data;
}

HookAction subsume_jump(void *ctx, Executor *ex, State *s, uint32_t from) {
  Subsumer *sub = ctx;
  (void)from;
  Frame *f = state_top(s);
  if (!loop_header(f->fn, f->pc)) return HOOK_GO;
  Header *h = header_at(sub, f->fn->index, f->pc);
  if (h->checks >= GIVE_UP && !h->drops) return HOOK_GO;
  if (sub->mode == SUBSUME_ABSTRACT) split_indices(sub, ex, s, live_of(sub, f->fn));
  ShapeView view = {live_here(sub, f), 0, 0};
  return check(sub, ex, s, h, &view);
}

/* Whether fn can call itself (directly, or through other defined
 * functions' direct calls). */
static bool recursive(Subsumer *sub, const IrModule *mod, const IrFunction *fn) {
  while (sub->recursive.len < mod->nfuncs) VEC_PUSH(sub->recursive, 0);
  if (sub->recursive.data[fn->index]) return sub->recursive.data[fn->index] == 2;
  uint8_t *seen = xcalloc(mod->nfuncs + 1, 1);
  VEC(uint32_t) work = {0};
  VEC_PUSH(work, fn->index);
  bool found = false;
  while (work.len && !found) {
    const IrFunction *g = &mod->funcs[work.data[--work.len]];
    for (uint32_t k = 0; g->defined && k < g->ncode && !found; k++) {
      const IrInst *in = &g->code[k];
      if (in->op != IR_CALL || !(in->flags & IR_CALL_DIRECT) || in->u.list.callee >= mod->nfuncs) continue;
      uint32_t c = in->u.list.callee;
      found = c == fn->index;
      if (!seen[c]) {
        seen[c] = 1;
        VEC_PUSH(work, c);
      }
    }
  }
  VEC_FREE(work);
  xfree(seen, mod->nfuncs + 1);
  sub->recursive.data[fn->index] = found ? 2 : 1;
  return found;
}

HookAction subsume_call(void *ctx, Executor *ex, State *s, const IrFunction *callee) {
  Subsumer *sub = ctx;
  Frame *f = state_top(s);
  if (!recursive(sub, ex->mod, callee) || f->fn->is_model) return HOOK_GO;
  Header *h = header_at(sub, f->fn->index, f->pc);
  h->call = true;
  if (h->checks >= GIVE_UP && !h->drops) return HOOK_GO;
  ShapeView view = {live_here(sub, f), 0, 0};
  uint32_t top = s->nframes - 1;
  for (uint32_t j = 0; j < top && sub->mode == SUBSUME_ABSTRACT && !view.skip_hi; j++)
    if (s->frames[j].fn == f->fn && s->frames[j].pc == f->pc) /* the same call, deeper: the stack abstraction */
      view.skip_lo = j, view.skip_hi = top;
  return check(sub, ex, s, h, &view);
}
