/* rec: summaries of recursive functions proved by induction over the call
 * depth, where unwinding assertions fail at every bound: tried first by
 * symx bmc --k-induction (kind.c), and alone as symx sv-comp's summaries
 * stage.
 *
 * Per component C of the call graph (mutually recursive functions, callees'
 * components first), candidate preconditions pre_f and postconditions
 * post_f per f in C (rec_cands.c), kept by Houdini rounds of runs until none
 * drops:
 *  - a step run per f in C: f's body from fresh parameters that satisfy
 *    pre_f (a frame pushed on main's, whose code never runs); at each call
 *    of a g in C, pre_g of the arguments is checked and the call replaced by
 *    a fresh result that satisfies post_g; at f's return, post_f is
 *    checked; errors are counted;
 *  - the run of main (bound growing as bmc's), whose calls of C are
 *    replaced the same way after pre_g is checked.
 * Once, after the first run of main, a sample run executes each f of C on
 * small concrete parameters that meet pre_f as it stands (really
 * recursing, no replacement): the results drop the postconditions they
 * refute without the solver, which saves rounds. Such parameters meet the
 * final pre_f too (Houdini only weakens it), so the drops are sound.
 * The claim, for every call of f in C whose arguments satisfy pre_f: no
 * error happens before it returns, and if it returns, the result satisfies
 * post_f. By induction over the number of steps to such an event: the call's
 * body runs as in f's step run up to it, every call it makes from C has
 * arguments that satisfy that callee's precondition (checked), and a call
 * that returned before the event took fewer steps, so (induction) it erred
 * nowhere and returned what post says; the step run covers every such
 * body, with no error and post_f at the return. Then main's run, with the
 * same replacement and every precondition checked, covers every execution
 * of the program: no error in it (and complete) is a proof. Nothing claims
 * termination: a call that never returns has no result to misuse.
 *
 * A summary describes the result and one global scalar only: C and every
 * function it calls must touch no memory (no load, store or alloca;
 * direct calls only; builtins that only end the path, make inputs or
 * assume; not exit(), see quiet_builtin) but that cell (Rec.cell: loads
 * and stores of one width at one constant address), so that a replaced
 * call changes nothing else. The cell's value at the entry is one more
 * parameter g, at the return one more result g': a step run starts with
 * it fresh, a replaced call reads it (g, for the precondition) and writes
 * a fresh g' that the postcondition constrains; the argument above holds
 * with (parameters, g) for the parameters and (result, g') for the
 * result, since the cell is all of memory such a call reads or writes.
 * Candidates only decide what is tried, never what is claimed: tables
 * (tabulation runs) and the main's runs during Houdini, which give calls
 * of recursive functions not yet summarised any result (guide_call), only
 * add candidates or drop preconditions; every summary claimed is the one
 * the last step runs checked, and prove_main (no guide) checks each
 * precondition at its calls. Anything a run cannot account for (a cut, an
 * unsupported path, a solver that gives up) makes the component fail: its
 * calls are then unwound as bmc does, and main's run is no proof. */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/rec_internal.h"

/* The bound of loops and calls of other functions in a step run. */
enum { REC_STEP_UNWIND = 8, REC_SAMPLE_UNWIND = 64 };
/* A pass of tabulation runs ends after this many in a row give no entry
 * (a result that depends on more than the first parameter). */
enum { REC_TABLE_MISSES = 4 };
/* The time limit of one solver query in a step run. */
#define REC_STEP_QUERY_S 3.0

/* ---- Which functions -------------------------------------------------------------- */

/* Builtins a summarised function may call. Not exit(): it runs the atexit
 * handlers main registered, which a step run (no handlers) would not see;
 * _exit runs none, and a summary that returns instead only adds paths. */
static bool quiet_builtin(IrBuiltin bi) {
  switch (bi) {
  case IR_BI_NONDET_ANY: case IR_BI_NONDET_UNMODELLED: case IR_BI_INT: case IR_BI_RANGE: case IR_BI_ASSUME:
  case IR_BI_ASSERT_FAIL: case IR_BI_ABORT: case IR_BI_QUICK_EXIT: case IR_BI_REACH_ERROR:
  case IR_BI_TRAP: case IR_BI_UBSAN_TRAP: case IR_BI_SILENT_EXIT: case IR_BI_UNINIT: return true;
  default: return false;
  }
}

/* A load or store of the cell *c (set by the first one): a constant
 * address, a whole number of bytes up to 64 bits, the same every time. */
static bool cell_access(const IrFunction *fn, const IrInst *in, RecCell *c) {
  if (in->a >= fn->nconsts || fn->consts[in->a].e || !in->width || in->width > 64 || in->width % 8) return false;
  uint64_t addr = fn->consts[in->a].v;
  if (c->set) return (c->used = true), c->addr == addr && c->w == in->width;
  *c = (RecCell){true, true, addr, in->width};
  return true;
}

/* Does fn compute on registers (and the cell *c) only: no other memory,
 * direct calls of defined functions or of builtins that only end the
 * path, make inputs or assume? */
static bool registers_only(const IrModule *m, const IrFunction *fn, RecCell *c) {
  for (uint32_t pc = 0; pc < fn->ncode; pc++) {
    const IrInst *in = &fn->code[pc];
    if (in->op == IR_ALLOCA) return false;
    if ((in->op == IR_LOAD || in->op == IR_STORE) && !cell_access(fn, in, c)) return false;
    if (in->op != IR_CALL) continue;
    if (!(in->flags & IR_CALL_DIRECT)) return false;
    const IrFunction *c = &m->funcs[in->u.list.callee];
    if (!c->defined && !quiet_builtin(c->builtin)) return false;
  }
  return true;
}

/* Marks in seen[] the defined functions reachable from fn's calls (not fn
 * itself unless it is reached again). */
static void reach(const IrModule *m, uint32_t fn, uint8_t *seen) {
  VEC(uint32_t) todo = {0};
  VEC_PUSH(todo, fn);
  while (todo.len) {
    const IrFunction *f = &m->funcs[todo.data[--todo.len]];
    for (uint32_t pc = 0; pc < f->ncode; pc++) {
      const IrInst *in = &f->code[pc];
      if (in->op != IR_CALL || !(in->flags & IR_CALL_DIRECT)) continue;
      uint32_t c = in->u.list.callee;
      if (!m->funcs[c].defined || seen[c]) continue;
      seen[c] = 1;
      VEC_PUSH(todo, c);
    }
  }
  VEC_FREE(todo);
}

/* The width of fn's result at its call sites (0: void), or -1: not one
 * integer of at most 64 bits. */
static int result_width(const IrModule *m, const IrFunction *fn) {
  if (fn->nret == 0) return 0;
  if (fn->nret > 1) return -1;
  int w = -1;
  for (uint32_t i = 0; i < m->nfuncs; i++)
    for (uint32_t pc = 0; m->funcs[i].defined && pc < m->funcs[i].ncode; pc++) {
      const IrInst *in = &m->funcs[i].code[pc];
      if (in->op != IR_CALL || !(in->flags & IR_CALL_DIRECT) || in->u.list.callee != fn->index) continue;
      if (in->width == 0 || in->width > 64 || (w >= 0 && w != in->width)) return -1;
      w = in->width;
    }
  return w;
}

static void add_consts(RecFn *fn, const IrFunction *f) {
  for (uint32_t i = 0; i < f->nconsts && fn->nconsts < REC_MAX_CONSTS; i++) {
    if (f->consts[i].e) continue;
    uint64_t v = f->consts[i].v;
    bool seen = false;
    for (uint32_t j = 0; j < fn->nconsts; j++) seen |= fn->consts[j] == v;
    if (!seen) fn->consts[fn->nconsts++] = v;
  }
}

/* fns gets f; false when f cannot be summarised. */
/* cell_w: the width of the cell f's code or its callees' touch, or 0. */
static bool add_fn(Rec *r, const IrFunction *f, uint16_t cell_w) {
  const IrModule *m = r->mod;
  int rw = result_width(m, f);
  if (rw < 0 || f->vararg || f->nparams > REC_MAX_ARGS || (int32_t)f->index == m->main_fn) return false;
  RecFn fn = {.f = f, .rw = (uint16_t)rw, .cell = cell_w != 0};
  for (uint32_t i = 0; i < f->nparams; i++) {
    fn.pw[i] = f->reg_width[f->nconsts + i];
    if (fn.pw[i] == 0 || fn.pw[i] > 64) return false;
  }
  if (cell_w) fn.pw[f->nparams] = fn.pw[f->nparams + 1] = cell_w;
  add_consts(&fn, f);
  fn.nown = fn.nconsts;
  for (uint32_t i = 0; i < m->nfuncs; i++) { /* its callers' */
    const IrFunction *g = &m->funcs[i];
    bool calls = false;
    for (uint32_t pc = 0; g->defined && g != f && pc < g->ncode && !calls; pc++)
      calls = g->code[pc].op == IR_CALL && (g->code[pc].flags & IR_CALL_DIRECT) && g->code[pc].u.list.callee == f->index;
    if (calls) add_consts(&fn, g);
  }
  r->fn_of[f->index] = (int32_t)r->fns.len;
  VEC_PUSH(r->fns, fn);
  return true;
}

/* ---- The hooks --------------------------------------------------------------------- */

static void spoil(Rec *r, const char *why) {
  if (!r->spoiled) r->spoiled = why;
}

static Expr *fresh(State *s, const char *name, unsigned w) {
  Expr *acc = exec_fresh_input(s, name, (w + 7) / 8, NULL);
  Expr *e = expr_resize(acc, w);
  expr_dec(acc);
  return e;
}

/* The cell's value in s (new reference), or NULL (spoiled: not found). */
static Expr *cell_read(Rec *r, State *s) {
  uint64_t off;
  Object *o = mem_at(&s->mem, r->cell.addr, &off);
  if (!o || o == &mem_dangling || off + r->cell.w / 8 > o->size) {
    spoil(r, "the global a summary reads is not found");
    return NULL;
  }
  Val v = mem_read(s->exprs, o, off, r->cell.w / 8, r->cell.w);
  Expr *e = val_expr(s->exprs, &v, r->cell.w);
  if (v.e) expr_dec(v.e);
  return e;
}

/* Writes e (borrowed) to the cell in s; false (spoiled) when not found. */
static bool cell_write(Rec *r, State *s, Expr *e) {
  uint64_t off;
  Object *o = mem_at(&s->mem, r->cell.addr, &off);
  if (!o || o == &mem_dangling || off + r->cell.w / 8 > o->size) {
    spoil(r, "the global a summary writes is not found");
    return false;
  }
  o = mem_writable(&s->mem, o->id);
  Val v = {0};
  val_set_expr(&v, expr_inc(e));
  mem_write(s->exprs, o, off, r->cell.w / 8, r->cell.w, &v);
  if (v.e) expr_dec(v.e);
  return true;
}

/* Assumes c (borrowed) in s; false when s is gone (c cannot hold). */
static bool assume(Rec *r, Executor *ex, State *s, Expr *c) {
  SolverResult res = solver_check(ex->solver, s->pc.data, s->pc.len, c, s->model);
  if (res == SOLVER_SAT) {
    state_add_constraint(s, c);
    return true;
  }
  if (res == SOLVER_UNKNOWN) spoil(r, "the solver could not decide a summary's assumption");
  state_free(s);
  return false;
}

/* A call of fns[fi]: its precondition checked, then a fresh result that
 * satisfies its postcondition in place of the call. */
static HookAction summarised_call(Rec *r, Executor *ex, State *s, uint32_t fi) {
  const RecFn *fn = &r->fns.data[fi];
  Frame *top = state_top(s);
  const IrInst *in = &top->fn->code[top->pc];
  const uint32_t *args = top->fn->extra + in->u.list.first;
  Val *regs = s->regs + top->rbase;
  Expr *P[REC_MAX_PARAMS] = {0};
  uint32_t np = fn->f->nparams;
  for (uint32_t i = 0; i < np; i++) P[i] = val_expr(s->exprs, &regs[args[2 * i]], fn->pw[i]);
  if (fn->cell && !(P[np] = cell_read(r, s))) {
    for (uint32_t i = 0; i < np; i++) expr_dec(P[i]);
    state_free(s);
    return HOOK_TAKEN;
  }
  if (fn->cell) { /* the cell's value after the call: fresh too */
    P[np + 1] = fresh(s, "rec_global", fn->pw[np + 1]);
    cell_write(r, s, P[np + 1]);
  }
  if (fn->proved) { /* a summary proved before: its precondition must hold */
    Expr *pre = rec_cands_expr(r, s->exprs, fi, true, P, NULL);
    if (solver_valid(ex->solver, s->pc.data, s->pc.len, pre, s->model, NULL) != SOLVER_VALID)
      spoil(r, "a proved summary's precondition does not hold at a call");
    expr_dec(pre);
  } else {
    rec_check_cands(r, ex, s, fi, true, P, NULL);
  }
  Expr *R = fn->rw ? fresh(s, "rec_result", fn->rw) : NULL;
  Expr *post = rec_cands_expr(r, s->exprs, fi, false, P, R);
  for (uint32_t i = 0; i < REC_MAX_PARAMS; i++)
    if (P[i]) expr_dec(P[i]);
  if (R && in->awidth >= 1) val_set_expr(&regs[in->dst], expr_inc(R));
  if (R) expr_dec(R);
  top->pc++;
  bool live = assume(r, ex, s, post);
  expr_dec(post);
  if (live) search_add(&ex->search, s);
  return HOOK_TAKEN;
}

/* A tabulation run's call of fns[fi]: the table entries of its (concrete)
 * first argument in place of the call (the result, the cell's change);
 * none: the path ends, its value unknown. */
static HookAction table_call(Rec *r, Executor *ex, State *s, uint32_t fi) {
  const RecFn *fn = &r->fns.data[fi];
  Frame *top = state_top(s);
  const IrInst *in = &top->fn->code[top->pc];
  const uint32_t *args = top->fn->extra + in->u.list.first;
  Val *regs = s->regs + top->rbase;
  uint64_t v = 0, d = 0;
  Expr *a = fn->f->nparams ? val_expr(s->exprs, &regs[args[0]], fn->pw[0]) : NULL, *g = NULL;
  bool hit = a && expr_is_const(a) && (!fn->rw || rec_table_lookup(r, fi, false, (uint64_t)a->u.value, &v)) &&
             (!fn->cell || rec_table_lookup(r, fi, true, (uint64_t)a->u.value, &d));
  if (hit && fn->cell) hit = (g = cell_read(r, s)) && expr_is_const(g);
  if (a) expr_dec(a);
  if (hit && fn->cell) {
    Expr *k = expr_const(s->exprs, g->width, (u128)d), *n = expr_binary(EXPR_ADD, g, k);
    cell_write(r, s, n);
    expr_dec(k), expr_dec(n);
  }
  if (g) expr_dec(g);
  if (!hit) {
    r->tab_bad = true;
    state_free(s);
    return HOOK_TAKEN;
  }
  if (fn->rw && in->awidth >= 1)
    val_set_expr(&regs[in->dst], expr_const(s->exprs, fn->rw, (u128)(__int128)(int64_t)v));
  top->pc++;
  search_add(&ex->search, s);
  return HOOK_TAKEN;
}

/* In main's runs that only guide Houdini (dropping the preconditions its
 * calls do not meet, which no proof relies on), a call of a recursive
 * function of another component with no summary yet: any result, so that
 * the calls after it are reached (a bound would cut them). */
static HookAction guide_call(Executor *ex, State *s) {
  Frame *top = state_top(s);
  const IrInst *in = &top->fn->code[top->pc];
  if (in->awidth == 1 && in->width && in->width <= 64) val_set_expr(&s->regs[top->rbase + in->dst], fresh(s, "rec_any", in->width));
  else if (in->awidth) {
    state_free(s);
    return HOOK_TAKEN;
  }
  top->pc++;
  search_add(&ex->search, s);
  return HOOK_TAKEN;
}

static HookAction rec_call(void *ctx, Executor *ex, State *s, const IrFunction *callee) {
  Rec *r = ctx;
  if (r->spoiled) {
    state_free(s);
    return HOOK_TAKEN;
  }
  int32_t fi = r->fn_of[callee->index];
  if (fi < 0 && r->guide && r->kind == RUN_MAIN && r->recursive[callee->index]) return guide_call(ex, s);
  if (fi < 0 || r->kind == RUN_SAMPLE) return bmc_call(ctx, ex, s, callee);
  if (r->kind == RUN_TABLE) return table_call(r, ex, s, (uint32_t)fi);
  return summarised_call(r, ex, s, (uint32_t)fi);
}

/* A tabulation run's function returns: one concrete value (and cell) on
 * every path, or no entry. */
static void table_ret(Rec *r, State *s, const IrInst *in) {
  const RecFn *fn = &r->fns.data[r->root];
  Expr *R = fn->rw ? val_expr(s->exprs, &s->regs[state_top(s)->rbase + in->a], fn->rw) : NULL;
  Expr *G = fn->cell ? cell_read(r, s) : NULL;
  uint64_t v = R && expr_is_const(R) ? (uint64_t)R->u.value : 0, g = G && expr_is_const(G) ? (uint64_t)G->u.value : 0;
  bool bad = (R && !expr_is_const(R)) || (fn->cell && (!G || !expr_is_const(G)));
  if (bad || (r->tab_got && (r->tab_val != v || r->tab_gval != g))) r->tab_bad = true;
  r->tab_got = true, r->tab_val = v, r->tab_gval = g;
  if (R) expr_dec(R);
  if (G) expr_dec(G);
}

/* A step run's (or a sample's) function returns: its postcondition is
 * checked. */
static HookAction rec_ret(void *ctx, Executor *ex, State *s, const IrInst *in) {
  Rec *r = ctx;
  if (s->nframes != 2) return HOOK_GO;
  if (r->kind == RUN_TABLE) {
    table_ret(r, s, in);
    state_free(s);
    return HOOK_TAKEN;
  }
  uint32_t fi = (uint32_t)r->fn_of[state_top(s)->fn->index];
  const RecFn *fn = &r->fns.data[fi];
  Val *regs = s->regs + state_top(s)->rbase;
  Expr *P[REC_MAX_PARAMS] = {0}, *R = fn->rw ? val_expr(s->exprs, &regs[in->a], fn->rw) : NULL;
  uint32_t np = fn->f->nparams;
  for (uint32_t i = 0; i < np; i++) P[i] = val_expr(s->exprs, &regs[fn->f->nconsts + i], fn->pw[i]);
  if (fn->cell) P[np] = expr_inc(r->cell_in), P[np + 1] = cell_read(r, s);
  if (!fn->cell || (P[np] && P[np + 1])) rec_check_cands(r, ex, s, fi, false, P, R);
  for (uint32_t i = 0; i < REC_MAX_PARAMS; i++)
    if (P[i]) expr_dec(P[i]);
  if (R) expr_dec(R);
  state_free(s);
  return HOOK_TAKEN;
}

static void rec_path(TestSink *k, const State *s, const Outcome *oc, uint32_t test) {
  Rec *r = (Rec *)((char *)k - offsetof(Rec, sink));
  (void)s, (void)test;
  if (oc->is_error) r->errors++;
}

/* ---- Runs -------------------------------------------------------------------------- */

/* A step run starts in fns[root]'s body: its frame on main's, with fresh
 * parameters that satisfy its precondition. */
static void enter_root(Rec *r, Executor *ex) {
  State *s = search_take(&ex->search, 0);
  const RecFn *fn = &r->fns.data[r->root];
  uint32_t base = state_push_frame(s, fn->f, exec_consts(ex, fn->f));
  Expr *P[REC_MAX_PARAMS] = {0};
  for (uint32_t i = 0; i < fn->f->nparams; i++) {
    P[i] = fresh(s, "rec_param", fn->pw[i]);
    val_set_expr(&s->regs[base + fn->f->nconsts + i], expr_inc(P[i]));
  }
  if (fn->cell) { /* the cell: any value */
    P[fn->f->nparams] = r->cell_in = fresh(s, "rec_global", r->cell.w);
    expr_inc(r->cell_in);
    cell_write(r, s, r->cell_in);
  }
  Expr *pre = rec_cands_expr(r, s->exprs, r->root, true, P, NULL);
  for (uint32_t i = 0; i < REC_MAX_PARAMS; i++)
    if (P[i]) expr_dec(P[i]);
  if (assume(r, ex, s, pre)) search_add(&ex->search, s);
  expr_dec(pre);
}

/* A sample run starts with a state per function of the component from
 * fns[first] and small parameter values that meet its precondition as it
 * stands (so that they meet the final, weaker one too: a result of theirs
 * refutes a postcondition for good). */
static void enter_samples(Rec *r, Executor *ex, uint32_t first) {
  static const int64_t vals[] = {0, 1, 2, 3, 5, -1, -2, 11};
  enum { NV = sizeof vals / sizeof vals[0] };
  State *s0 = search_take(&ex->search, 0);
  if (r->fns.data[first].cell) { /* the cell 0 at the entry */
    r->cell_in = expr_const(s0->exprs, r->cell.w, 0);
    cell_write(r, s0, r->cell_in);
  }
  for (uint32_t fi = first; fi < r->fns.len; fi++) {
    const RecFn *fn = &r->fns.data[fi];
    uint32_t np = fn->f->nparams, combos = 1;
    for (uint32_t i = 0; i < np; i++) combos *= NV;
    for (uint32_t x = 0; x < combos && x < 64; x++) {
      Expr *P[REC_MAX_PARAMS] = {0};
      for (uint32_t i = 0, y = x; i < np; i++, y /= NV) P[i] = expr_const(s0->exprs, fn->pw[i], (u128)(__int128)vals[y % NV]);
      if (fn->cell) P[np] = expr_inc(r->cell_in);
      Expr *pre = rec_cands_expr(r, s0->exprs, fi, true, P, NULL);
      if (expr_is_true(pre)) {
        State *s = state_fork(s0);
        uint32_t base = state_push_frame(s, fn->f, exec_consts(ex, fn->f));
        for (uint32_t i = 0; i < np; i++) val_set_expr(&s->regs[base + fn->f->nconsts + i], expr_inc(P[i]));
        search_add(&ex->search, s);
      }
      expr_dec(pre);
      for (uint32_t i = 0; i < REC_MAX_PARAMS; i++)
        if (P[i]) expr_dec(P[i]);
    }
  }
  state_free(s0);
}

/* A tabulation run starts in fns[root]'s body on the parameter tab_k. */
static void enter_table(Rec *r, Executor *ex, State *s0) {
  State *s = state_fork(s0);
  const RecFn *fn = &r->fns.data[r->root];
  uint32_t base = state_push_frame(s, fn->f, exec_consts(ex, fn->f));
  val_set_expr(&s->regs[base + fn->f->nconsts], expr_const(s->exprs, fn->pw[0], (u128)(__int128)(int64_t)r->tab_k));
  for (uint32_t i = 1; i < fn->f->nparams; i++) /* (the others: any value) */
    val_set_expr(&s->regs[base + fn->f->nconsts + i], fresh(s, "rec_param", fn->pw[i]));
  if (fn->cell) { /* the cell 0 at the entry: its value at the return is the change */
    r->cell_in = expr_const(s->exprs, r->cell.w, 0);
    cell_write(r, s, r->cell_in);
  }
  search_add(&ex->search, s);
}

/* The tabulation runs of fns[root] over the window [lo, hi] in one
 * engine: upward, then downward for the values still missing (recursion
 * towards either end); each entry found is a candidate. */
static void tabulate_all(Rec *r, Executor *ex, int64_t lo, int64_t hi) {
  const RecFn *fn = &r->fns.data[r->root];
  State *s0 = search_take(&ex->search, 0);
  for (int pass = 0; pass < 2; pass++)
    for (int64_t i = 0, misses = 0; i <= hi - lo && misses < REC_TABLE_MISSES && !ex->stopped_by && !exec_interrupted;
         i++) {
      int64_t k = pass ? hi - i : lo + i;
      uint64_t v;
      if ((!fn->rw || rec_table_lookup(r, r->root, false, (uint64_t)k, &v)) &&
          (!fn->cell || rec_table_lookup(r, r->root, true, (uint64_t)k, &v)))
        continue;
      r->tab_k = (uint64_t)k, r->tab_got = r->tab_bad = false, r->spoiled = NULL;
      enter_table(r, ex, s0);
      while (engine_step(ex)) {}
      if (r->cell_in) expr_dec(r->cell_in), r->cell_in = NULL;
      misses++;
      if (!r->tab_got || r->tab_bad || r->spoiled || ex->stopped_by) continue;
      misses = 0;
      if (fn->rw) rec_add_table_entry(r, r->root, false, (uint64_t)k, r->tab_val);
      if (fn->cell) rec_add_table_entry(r, r->root, true, (uint64_t)k, r->tab_gval);
    }
  state_free(s0);
}

/* One run; true when complete with no error and nothing spoiled. */
static bool rec_run(Rec *r, const ExecOptions *opt, RecRunKind kind, uint32_t root, uint32_t unwind,
                    double until) {
  r->kind = kind, r->root = root, r->spoiled = NULL, r->errors = 0;
  r->b.unwind = unwind, r->b.merge = kind == RUN_STEP || kind == RUN_MAIN, r->b.grow = false;
  r->b.merges = r->b.cut = r->b.cut_elsewhere = 0, r->b.cut_loops.len = 0;
  ExecHooks hooks = {r, bmc_jump, rec_call, NULL, kind != RUN_MAIN ? rec_ret : NULL};
  ExecOptions o = *opt;
  o.hooks = &hooks, o.searcher = &bmc_searcher, o.subsumption = SUBSUME_OFF;
  o.stop_on_error = false, o.max_tests = 0, o.goal = NULL, o.progress = false, o.stop_on = NULL;
  o.query_log = NULL;
  /* (a step run's query that takes long is one over candidates that then
   * drop: an undecided check drops them, as a failed one does) */
  if (kind == RUN_STEP && (o.max_solver_time <= 0 || o.max_solver_time > REC_STEP_QUERY_S)) o.max_solver_time = REC_STEP_QUERY_S;
  if (opt->start > 0 && (opt->max_time <= 0 || until - opt->start < opt->max_time)) o.max_time = until - opt->start;
  TestSink *sinks[] = {&r->sink, NULL};
  RunStats st;
  Executor *ex = engine_new(r->mod, &o, sinks);
  if (kind == RUN_STEP) enter_root(r, ex);
  if (kind == RUN_SAMPLE) enter_samples(r, ex, root);
  if (kind == RUN_TABLE) tabulate_all(r, ex, r->tab_lo, r->tab_hi);
  while (engine_step(ex)) {}
  if (r->cell_in) expr_dec(r->cell_in), r->cell_in = NULL; /* (before the engine's expressions go) */
  engine_finish(ex, &st);
  return st.complete && !r->spoiled && !r->errors && !exec_interrupted;
}

/* Table entries for fns[fi] over the window its preconditions give
 * (rec_pre_window), by tabulation runs (tabulate_all). Only candidates:
 * the step runs check them as any other. */
static void tabulate(Rec *r, const ExecOptions *opt, uint32_t fi, double until) {
  if (rec_pre_window(r, fi, &r->tab_lo, &r->tab_hi)) rec_run(r, opt, RUN_TABLE, fi, REC_SAMPLE_UNWIND, until);
}

/* Houdini rounds for the component fns[first..]: true when its summaries
 * hold. */
static bool prove_component(Rec *r, const ExecOptions *opt, uint32_t first, uint32_t unwind, double until) {
  for (uint32_t i = first; i < r->fns.len; i++) rec_make_candidates(r, i);
  bool sampled = false;
  for (;;) {
    if (util_now() >= until || exec_interrupted) {
      r->why = "the time ran out before the summaries held";
      return false;
    }
    r->changed = false;
    rec_run(r, opt, RUN_MAIN, 0, unwind, until); /* drops preconditions its calls do not meet */
    if (!sampled) { /* (at most a tenth of the time left), then main's run again with what is left */
      sampled = true;
      rec_run(r, opt, RUN_SAMPLE, first, REC_SAMPLE_UNWIND, util_now() + (until - util_now()) / 10);
      for (uint32_t i = first; i < r->fns.len; i++) tabulate(r, opt, i, util_now() + (until - util_now()) / 3);
      r->changed = false;
      rec_run(r, opt, RUN_MAIN, 0, unwind, until);
    }
    bool clean = true;
    for (uint32_t i = first; i < r->fns.len; i++) {
      bool ok = rec_run(r, opt, RUN_STEP, i, REC_STEP_UNWIND, until);
      clean &= ok;
      if (!ok && !r->why) r->why = r->errors ? "a step run ends in an error whatever the summary" : "a step run is incomplete";
      if (r->spoiled || r->b.cut) { /* (a bound, the solver: no later round does better) */
        r->why = r->spoiled ? r->spoiled : "a step run's loop or call outside the component is cut";
        return false;
      }
    }
    if (!r->changed) return clean;
    r->why = NULL; /* (a later round may hold) */
  }
}

/* The components of the recursive functions reachable from main, callees'
 * first: f's component before g's when g reaches more functions. */
static uint32_t *components_order(const IrModule *m, uint8_t **reaches, uint32_t *n) {
  uint32_t *order = xcalloc(m->nfuncs + 1, sizeof(uint32_t)), *size = xcalloc(m->nfuncs + 1, sizeof(uint32_t));
  *n = 0;
  for (uint32_t f = 0; f < m->nfuncs; f++) {
    if (!reaches[f] || !reaches[f][f]) continue;
    for (uint32_t g = 0; g < m->nfuncs; g++) size[f] += reaches[f][g];
    uint32_t i = (*n)++;
    for (; i > 0 && size[order[i - 1]] > size[f]; i--) order[i] = order[i - 1];
    order[i] = f;
  }
  xfree(size, (m->nfuncs + 1) * sizeof(uint32_t));
  return order;
}

/* Can f's component be summarised: every function it reaches computes on
 * registers only, but for one global cell *c (that of the components
 * before, if any), and the recursive ones outside it have summaries? NULL
 * if so, else why not. */
static const char *eligible(const Rec *r, uint8_t **reaches, uint32_t f, RecCell *c) {
  static const char memory[] = "a recursive function or one it calls touches memory (but one global scalar) "
                               "or calls through a pointer";
  const IrModule *m = r->mod;
  *c = r->cell;
  c->used = false;
  if (!registers_only(m, &m->funcs[f], c)) return memory;
  for (uint32_t g = 0; g < m->nfuncs; g++) {
    if (!reaches[f][g]) continue;
    if (!registers_only(m, &m->funcs[g], c)) return memory;
    bool same = reaches[g] && reaches[g][f];
    if (!same && reaches[g] && reaches[g][g] && r->fn_of[g] < 0) return "a recursive function it calls has no summary";
  }
  return NULL;
}

/* Tries to summarise f's component; the functions summarised. */
static uint32_t summarise(Rec *r, const ExecOptions *opt, uint8_t **reaches, uint8_t *done, uint32_t f,
                          uint32_t unwind, double until) {
  const IrModule *m = r->mod;
  size_t first = r->fns.len, cands = r->cands.len;
  RecCell cell, before_cell = r->cell;
  const char *why = eligible(r, reaches, f, &cell);
  bool ok = !why;
  if (ok) r->cell = cell;
  for (uint32_t g = 0; g < m->nfuncs; g++) {
    if (!reaches[g] || !reaches[f][g] || !reaches[g][f]) continue;
    done[g] = 1;
    ok = ok && add_fn(r, &m->funcs[g], ok && cell.used ? cell.w : 0);
  }
  if (!ok && !why) why = "a recursive function's parameters or result are not integers of at most 64 bits";
  const char *before = r->why;
  r->why = NULL;
  r->guide = true;
  ok = ok && prove_component(r, opt, (uint32_t)first, unwind, until);
  r->guide = false;
  if (!ok && !why) why = r->why ? r->why : "no summary holds";
  r->why = before ? before : why; /* (the first component's reason) */
  if (ok) {
    for (size_t i = first; i < r->fns.len; i++) r->fns.data[i].proved = true;
    return (uint32_t)(r->fns.len - first);
  }
  for (size_t i = first; i < r->fns.len; i++) r->fn_of[r->fns.data[i].f->index] = -1;
  r->fns.len = first, r->cands.len = cands;
  r->cell = before_cell;
  return 0;
}

/* main's run with the summaries, its bound growing as bmc's; true: a proof. */
static bool prove_main(Rec *r, const ExecOptions *opt, uint32_t unwind, double until) {
  for (;;) {
    if (rec_run(r, opt, RUN_MAIN, 0, unwind, until)) return true;
    /* only the bound stopped it (main's loops, callees' loops and
     * recursion not summarised): a larger one */
    if (r->spoiled || r->errors || !r->b.cut || util_now() >= until || exec_interrupted || unwind >= (1u << 30))
      return false;
    unwind *= 2;
  }
}

static char *summaries_json(const Rec *r) {
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  if (!f) return NULL;
  fputc('[', f);
  for (uint32_t i = 0; i < r->fns.len; i++) {
    if (i) fputs(", ", f);
    rec_cands_json(f, r, i);
  }
  fputc(']', f);
  fclose(f);
  return buf;
}

uint32_t rec_prove(const IrModule *mod, const ExecOptions *opt, uint32_t unwind, double until, char **json,
                   const char **why) {
  Rec r;
  memset(&r, 0, sizeof r);
  r.sink.path_ended = rec_path;
  r.mod = mod;
  *json = NULL;
  uint32_t nf = mod->nfuncs, nproved = 0, ncomp;
  r.fn_of = xcalloc(nf + 1, sizeof(int32_t));
  for (uint32_t f = 0; f < nf; f++) r.fn_of[f] = -1;
  uint8_t **reaches = xcalloc(nf + 1, sizeof(uint8_t *)), *from_main = xcalloc(nf + 1, 1), *done = xcalloc(nf + 1, 1);
  reach(mod, (uint32_t)mod->main_fn, from_main);
  from_main[mod->main_fn] = 1;
  for (uint32_t f = 0; f < nf; f++)
    if (from_main[f]) reaches[f] = xcalloc(nf + 1, 1), reach(mod, f, reaches[f]);
  uint32_t *order = components_order(mod, reaches, &ncomp);
  r.recursive = xcalloc(nf + 1, 1);
  for (uint32_t f = 0; f < nf; f++) r.recursive[f] = reaches[f] && reaches[f][f];
  for (uint32_t i = 0; i < ncomp && util_now() < until && !exec_interrupted; i++)
    if (!done[order[i]]) nproved += summarise(&r, opt, reaches, done, order[i], unwind, until);
  bool proved = nproved && prove_main(&r, opt, unwind, until);
  *why = ncomp == 0 ? "no recursive function" : r.why ? r.why : !nproved ? "nothing summarised"
        : r.errors ? "summaries prove nothing: main's run with them errs" : "summaries prove nothing";
  if (nproved) *json = summaries_json(&r);
  for (uint32_t f = 0; f < nf; f++)
    if (reaches[f]) xfree(reaches[f], nf + 1);
  xfree(reaches, (nf + 1) * sizeof(uint8_t *));
  xfree(from_main, nf + 1), xfree(done, nf + 1), xfree(order, (nf + 1) * sizeof(uint32_t));
  xfree(r.fn_of, (nf + 1) * sizeof(int32_t));
  xfree(r.recursive, nf + 1);
  VEC_FREE(r.fns);
  VEC_FREE(r.cands);
  VEC_FREE(r.b.cut_loops);
  return proved ? nproved : 0;
}
