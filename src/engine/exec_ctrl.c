/* exec_ctrl: control flow off the interpreter's fast path — branches and
 * switches on symbolic values (forking), calls (defined functions, builtins,
 * function pointers) and returns (see exec_internal.h). */
#include <stdio.h>
#include <string.h>

#include "engine/contract.h"
#include "engine/exec_internal.h"

/* ---- Calls and returns ------------------------------------------------------ */

/* Bytes a variadic argument of w bits takes in the argument area. */
static unsigned vararg_slot(const Executor *ex, unsigned w) {
  if (addr_is32(&ex->layout)) return ((w + 31) / 32) * 4;
  return w > 64 ? 16 : 8;
}

/* The offset of a variadic argument of w bits placed at or after off: a
 * 16-byte slot (__int128, long double) is 16-aligned on x86-64. */
static uint64_t vararg_at(const Executor *ex, uint64_t off, unsigned w) {
  return vararg_slot(ex, w) == 16 && !addr_is32(&ex->layout) ? (off + 15) & ~15ull : off;
}

/* Enters fn with the arguments of the CALL `in` in the current top frame. */
static bool enter_function(Executor *ex, State *s, const IrFunction *fn, const IrInst *in) {
  if (s->nframes >= MAX_FRAMES) {
    exec_error(ex, s, ERR_UNSUPPORTED, "call depth limit (%d frames) reached", MAX_FRAMES);
    return false;
  }
  const Frame *caller = state_top(s);
  const uint32_t *args = caller->fn->extra + in->u.list.first;
  uint32_t nargs = in->u.list.n;
  uint32_t cbase = caller->rbase;
  uint32_t base = state_push_frame(s, fn, exec_consts(ex, fn));
  Val *r = s->regs + base;
  const Val *cr = s->regs + cbase;
  for (uint32_t i = 0; i < fn->nparams && i < nargs; i++) val_copy(&r[fn->nconsts + i], &cr[args[2 * i]]);
  if (fn->vararg && nargs > fn->nparams) {
    /* The variadic arguments' memory, laid out as the ABI's stack area that
     * clang's inline va_arg code reads: 8-byte slots (16 for 128-bit
     * values) on x86-64, 4-byte slots on i386. */
    uint64_t size = 0;
    for (uint32_t i = fn->nparams; i < nargs; i++)
      size = vararg_at(ex, size, args[2 * i + 1]) + vararg_slot(ex, args[2 * i + 1]);
    Object *o = exec_alloc(ex, s, size, OBJ_VARARGS);
    if (!o) {
      exec_error(ex, s, ERR_UNSUPPORTED, "too many live objects");
      return false;
    }
    uint64_t off = 0;
    for (uint32_t i = fn->nparams; i < nargs; i++) {
      unsigned w = args[2 * i + 1];
      unsigned n = vararg_slot(ex, w);
      off = vararg_at(ex, off, w);
      Val v = cr[args[2 * i]];
      mem_write(s->exprs, o, off, (w + 7) / 8, w, &v);
      off += n;
    }
    state_top(s)->varargs_id = o->id;
  }
  return true;
}

const IrFunction *exec_function_at(Executor *ex, State *s, const Val *ptr) {
  const IrModule *m = ex->mod;
  uint64_t p;
  if (!exec_concretize(ex, s, ptr, ex->layout.ptr_bits, &p)) return NULL;
  uint64_t first = ir_function_obj_id(m, 0), id, off;
  if (addr_decode(&ex->layout, p, &id, &off) && off == 0 && id >= first && id < first + m->nfuncs)
    return &m->funcs[id - first];
  exec_error(ex, s, p < 4096 ? ERR_NULL_DEREF : ERR_OUT_OF_BOUNDS,
             "call through an invalid function pointer 0x%llx", (unsigned long long)p);
  return NULL;
}

/* Resolves the callee of a CALL; NULL if s ended. */
static const IrFunction *callee_of(Executor *ex, State *s, const IrInst *in, Val *r) {
  if (in->flags & IR_CALL_DIRECT) return &ex->mod->funcs[in->u.list.callee];
  return exec_function_at(ex, s, &r[in->a]);
}

/* ---- The program's end: exit() and main's return ---------------------------- */

/* The program ends normally with `code`: first the functions registered with
 * atexit run, the last registered first (C11 7.22.4.4), each in a frame of
 * its own on top of the stack; exec_ret comes back here as each returns. At
 * exit() the caller's frames stay below them (their locals are still roots
 * for the sv-comp leak check); at main's return main's frame is gone. */
static Step program_end(Executor *ex, State *s, int64_t code) {
  if (!s->exiting) {
    s->exiting = true;
    s->exit_code = code;
  }
  if (s->atexit_fns.len == 0) {
    exec_exit(ex, s, s->exit_code);
    return STEP_ENDED;
  }
  if (s->nframes >= MAX_FRAMES) {
    exec_error(ex, s, ERR_UNSUPPORTED, "call depth limit (%d frames) reached", MAX_FRAMES);
    return STEP_ENDED;
  }
  const IrFunction *fn = &ex->mod->funcs[s->atexit_fns.data[--s->atexit_fns.len]];
  state_push_frame(s, fn, exec_consts(ex, fn));
  state_top(s)->atexit_handler = true;
  return STEP_NEXT;
}

/* exit(code) (not _exit/_Exit, which end the program at once: bi_exit). */
static Step exit_call(Executor *ex, State *s, const IrInst *in) {
  if (s->exiting) {
    exec_error(ex, s, ERR_UNSUPPORTED, "exit() called while the program ends (undefined behaviour)");
    return STEP_ENDED;
  }
  const uint32_t *args = state_top(s)->fn->extra + in->u.list.first;
  const Val *v = &top_regs(s)[args[0]];
  uint64_t x = v->e ? (uint64_t)expr_eval(v->e, s->model) : v->v;
  return program_end(ex, s, sext64(x, 32));
}

/* An atexit handler returned: the next one runs, or the program ends. The
 * last frame stays when it is the only one (main has returned), so that the
 * leak check sees a returning bottom frame: no locals are roots then. */
static Step handler_returned(Executor *ex, State *s) {
  if (s->atexit_fns.len == 0 && s->nframes == 1) {
    exec_exit(ex, s, s->exit_code);
    return STEP_ENDED;
  }
  state_pop_frame(s);
  return program_end(ex, s, s->exit_code);
}

/* ---- Control instructions off the loop's fast path ------------------------------ */

Step exec_jumped(Executor *ex, State *s, uint32_t from) {
  const ExecHooks *h = ex->opt.hooks;
  if (!h || !h->jump) return STEP_NEXT;
  HookAction a = h->jump(h->ctx, ex, s, from);
  return a == HOOK_GO ? STEP_NEXT : a == HOOK_YIELD ? STEP_YIELD : STEP_GONE;
}

/* A state that forked at the jump `from` goes to the searcher, unless the
 * driver's jump hook takes it. */
static void hand_over(Executor *ex, State *s, uint32_t from) {
  if (exec_jumped(ex, s, from) != STEP_GONE) search_add(&ex->search, s);
}

Step exec_br_sym(Executor *ex, State *s, const IrInst *in) {
  Frame *f = state_top(s);
  uint32_t from = f->pc;
  uint8_t *edge = &ex->edges[f->fn->index][f->pc];
  State *other;
  Expr *cond = expr_inc(top_regs(s)[in->a].e);
  bool t = exec_branch(ex, s, cond, &other);
  expr_dec(cond);
  take_edge(edge, t ? 1 : 2, s);
  if (t && other) take_edge(edge, 2, other);
  goto_inst(s, t ? in->u.br.t : in->u.br.f);
  if (!other || !t) return exec_jumped(ex, s, from);
  goto_inst(other, in->u.br.f);
  hand_over(ex, other, from);
  Step step = exec_jumped(ex, s, from);
  return step == STEP_NEXT ? STEP_YIELD : step;
}

/* The condition that the switch value ce equals a case of `target`, from
 * case i on (the cases before i with that target were taken already). */
static Expr *cases_of_target(const uint32_t *l, uint32_t i, uint32_t ncases, Expr *ce, unsigned w) {
  uint32_t target = l[3 + 3 * i];
  Expr *any = expr_bool(ce->tab, false);
  for (uint32_t j = i; j < ncases; j++) {
    if (l[3 + 3 * j] != target) continue;
    uint64_t v = l[1 + 3 * j] | ((uint64_t)l[2 + 3 * j] << 32);
    Expr *k = expr_const(ce->tab, w, v), *eq = expr_eq(ce, k), *o = expr_or(any, eq);
    expr_dec(k), expr_dec(eq), expr_dec(any);
    any = o;
  }
  return any;
}

/* A switch on a symbolic value: one path per distinct target (cases sharing
 * a target are one source branch), then the default. */
Step exec_switch_sym(Executor *ex, State *s, const IrInst *in) {
  const IrFunction *fn = state_top(s)->fn;
  const uint32_t *l = fn->extra + in->u.list.first;
  uint32_t ncases = in->u.list.n;
  uint32_t from = state_top(s)->pc;
  uint8_t *taken = ex->edges[fn->index] + fn->ncode + in->u.list.first; /* per word of l */
  Expr *ce = expr_inc(top_regs(s)[in->a].e);
  unsigned w = in->width ? in->width : ce->width;
  bool forked = false, live = true;
  uint32_t done_targets[64], ndone = 0;
  for (uint32_t i = 0; i < ncases && live; i++) {
    uint32_t target = l[3 + 3 * i];
    bool seen = false;
    for (uint32_t k = 0; k < ndone; k++) seen |= done_targets[k] == target;
    if (seen) continue;
    if (ndone < ARRAY_LEN(done_targets)) done_targets[ndone++] = target;
    Expr *any = cases_of_target(l, i, ncases, ce, w);
    State *other;
    bool t = exec_branch(ex, s, any, &other);
    expr_dec(any);
    if (!t) continue;
    /* s takes this case; `other` continues with the remaining ones. */
    take_edge(&taken[3 + 3 * i], 1, s);
    goto_inst(s, target);
    forked = true;
    if (!other) {
      live = false;
      break;
    }
    hand_over(ex, s, from);
    s = other;
  }
  expr_dec(ce);
  if (live) {
    take_edge(&taken[0], 1, s);
    goto_inst(s, l[0]);
  }
  if (!forked) return exec_jumped(ex, s, from);
  /* s may now be another state than the caller's: hand it over here. */
  hand_over(ex, s, from);
  return STEP_GONE;
}

Step exec_call(Executor *ex, State *s, const IrInst *in) {
  const IrFunction *callee = callee_of(ex, s, in, top_regs(s));
  if (!callee) return STEP_ENDED;
  if (callee == ex->goal_fn) s->goal_reached = true;
  if (callee->builtin == IR_BI_EXIT) return exit_call(ex, s, in);
  if (callee->defined && callee->spec && ex->memory == &mem_model_chunks) { /* symx verify's predicates */
    bool enter;
    size_t before = search_size(&ex->search);
    if (!contract_call(ex, s, callee, in, &enter)) return STEP_ENDED;
    if (enter) {
      if (!enter_function(ex, s, callee, in)) return STEP_ENDED;
      contract_entered(ex, s);
    }
    return search_size(&ex->search) != before ? STEP_YIELD : STEP_NEXT;
  }
  if (callee->defined) {
    if (!ex->hits[callee->index][0]) s->covered_new = true; /* a function no path entered */
    const ExecHooks *h = ex->opt.hooks;
    if (h && h->call && h->call(h->ctx, ex, s, callee) == HOOK_TAKEN) return STEP_GONE;
    return enter_function(ex, s, callee, in) ? STEP_NEXT : STEP_ENDED;
  }
  if (callee->builtin == IR_BI_NONE) {
    bool math = external_is_pure_math(callee->name);
    if (ex->opt.external_calls || math) {
      if (!(math ? exec_math_call : exec_external_call)(ex, s, callee, in)) return STEP_ENDED;
      state_top(s)->pc++;
      return STEP_NEXT;
    }
    exec_error(ex, s, ERR_UNSUPPORTED, "call to external function %s", callee->name);
    return STEP_ENDED;
  }
  size_t before = search_size(&ex->search);
  if (!builtin_call(ex, s, callee, in)) return STEP_ENDED;
  state_top(s)->pc++;
  /* A builtin that forked: the waiting states run in the searcher's order. */
  return search_size(&ex->search) != before ? STEP_YIELD : STEP_NEXT;
}

Step exec_ret(Executor *ex, State *s, const IrInst *in) {
  uint32_t nret = state_top(s)->fn->nret;
  if (state_top(s)->atexit_handler) return handler_returned(ex, s);
  const ExecHooks *h = ex->opt.hooks;
  if (h && h->ret && h->ret(h->ctx, ex, s, in) == HOOK_TAKEN) return STEP_GONE;
  if (ex->memory == &mem_model_chunks) { /* may fork: s's registers may move */
    int c = contract_ret(ex, s, in);
    if (c) return c > 0 ? STEP_NEXT /* to its postcondition */ : STEP_ENDED;
  }
  Val *r = top_regs(s);
  if (s->nframes == 1) {
    int64_t code = 0;
    if (nret) {
      const Val *v = &r[in->a];
      code = sext64(v->e ? (uint64_t)expr_eval(v->e, s->model) : v->v, 32);
    }
    if (s->atexit_fns.len == 0) {
      exec_exit(ex, s, code);
      return STEP_ENDED;
    }
    state_pop_frame(s); /* main's locals end before the handlers run */
    return program_end(ex, s, code);
  }
  Val ret[nret ? nret : 1];
  for (uint32_t i = 0; i < nret; i++) {
    ret[i] = r[in->a + i];
    expr_inc(ret[i].e);
  }
  state_pop_frame(s);
  Frame *f = state_top(s);
  const IrInst *call = &f->fn->code[f->pc];
  r = top_regs(s);
  /* A call site may expect fewer results than the callee returns
   * (old-style declarations): never write past what it expects. */
  uint32_t nwrite = nret < call->awidth ? nret : call->awidth;
  for (uint32_t i = nwrite; i < nret; i++) expr_dec(ret[i].e);
  for (uint32_t i = 0; i < nwrite; i++) {
    Val *d = &r[call->dst + i];
    Expr *old = d->e;
    *d = ret[i];
    expr_dec(old);
  }
  f->pc++;
  return STEP_NEXT;
}
