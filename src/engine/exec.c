/* exec: see exec.h.
 *
 * The interpreter loop works on concrete register values without touching
 * expressions; anything symbolic goes to a slow path. Every place where the
 * path condition leaves a decision open (branch, switch, pointer resolution,
 * checks for errors) goes through exec_branch, which asks the solver only
 * about the side the state's model does not already satisfy. */
#include "engine/math32.h"
#include "engine/exec_internal.h"
#include "engine/posix.h"
#include "engine/subsume.h"

#include <assert.h>
#include <errno.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

volatile sig_atomic_t exec_interrupted;

/* Where a crash inside the engine goes while a path runs (engine_step). */
static sigjmp_buf *crash_recovery;

static void on_engine_crash(int sig) {
  if (!crash_recovery) {
    signal(sig, SIG_DFL);
    raise(sig);
    return;
  }
  die("%s inside the engine", sig == SIGSEGV ? "segmentation fault" : "bus error");
}
/* ---- The interpreter loop ------------------------------------------------------ */

/* The status line on stderr (a terminal): rewritten in place with \r. */
static void show_progress(Executor *ex, double now) {
  double t = now - ex->start;
  char cov[48] = "";
  uint32_t covered, total;
  cov_lines(&ex->cov, ex->hits, &covered, &total);
  if (total) snprintf(cov, sizeof cov, "  lines %.1f%%", 100.0 * covered / total);
  char sub[80] = "";
  if (ex->subsume)
    snprintf(sub, sizeof sub, "  subsumed %llu  abstract-subsumed %llu", (unsigned long long)ex->subsumed,
             (unsigned long long)ex->abstract_subsumed);
  fprintf(stderr, "\r\033[K[%6.1fs] paths %llu  states %zu  tests %u  error paths %llu%s  %.2fM instr/s%s",
          t, (unsigned long long)ex->paths, search_size(&ex->search) + 1, ex->ntests,
          (unsigned long long)ex->error_paths, sub, t > 0 ? ex->instructions / t / 1e6 : 0.0, cov);
  fflush(stderr);
  ex->progress_shown = true;
}

void exec_check_budgets(Executor *ex) {
  if (ex->stopped_by) return;
  double now = util_now();
  if (exec_interrupted) ex->stopped_by = "interrupted";
  else if (ex->opt.max_time > 0 && now - ex->start >= ex->opt.max_time) ex->stopped_by = "max-time";
  else if (ex->opt.max_instructions && ex->instructions >= ex->opt.max_instructions)
    ex->stopped_by = "max-instructions";
  else if (ex->opt.max_memory_mb > 0 && now >= ex->next_mem_check) {
    ex->next_mem_check = now + 0.05;
    /* Over the limit: no more forks, the live states finish their paths;
     * half as much again over it: the run stops. */
    double rss = (double)util_current_rss(), lim = ex->opt.max_memory_mb * 1024 * 1024;
    if (rss > 1.5 * lim) {
      ex->stopped_by = "max-memory";
      fprintf(stderr, "%ssymx: memory use %.0f MB, over --max-memory %g MB: stopping, the run is incomplete\n",
              ex->progress_shown ? "\n" : "", rss / (1024 * 1024), ex->opt.max_memory_mb);
    } else if (rss > lim && !ex->no_fork) {
      ex->no_fork = true;
      ex->cut_by = "max-memory";
      fprintf(stderr, "%ssymx: memory use %.0f MB, over --max-memory %g MB: no more forks, "
              "the run is incomplete\n", ex->progress_shown ? "\n" : "", rss / (1024 * 1024),
              ex->opt.max_memory_mb);
    }
  }
  if (ex->opt.progress && now >= ex->next_progress) {
    ex->next_progress = now + 0.25;
    show_progress(ex, now);
  }
}

/* Runs s until it ends, forks, or a budget stops the run. States that go on
 * are given back to the searcher. */
/* ---- Concrete fast paths (inlined into the loop) ---------------------------- */

static inline void cast(ExprTable *t, const IrInst *in, Val *r) {
  const Val *a = &r[in->a];
  if (UNLIKELY(a->e || in->width > 64)) {
    exec_cast_sym(t, in, r);
    return;
  }
  uint64_t v = a->v;
  if (in->op == IR_SEXT) v = (uint64_t)sext64(v, in->awidth) & mask_bits(in->width);
  else if (in->op == IR_TRUNC) v &= mask_bits(in->width);
  val_set_conc(&r[in->dst], v);
}

static inline void select_op(const IrInst *in, Val *r) {
  const Val *c = &r[in->a];
  if (!c->e) {
    val_copy(&r[in->dst], c->v ? &r[in->b] : &r[in->c]);
    return;
  }
  Expr *t = val_expr(c->e->tab, &r[in->b], in->width), *e = val_expr(c->e->tab, &r[in->c], in->width);
  val_set_expr(&r[in->dst], expr_ite(c->e, t, e));
  expr_dec(t);
  expr_dec(e);
}

/* The target of a switch on the concrete value v (its edge recorded). */
static inline uint32_t switch_conc(Executor *ex, State *s, const IrFunction *fn, const IrInst *in, uint64_t v) {
  const uint32_t *l = fn->extra + in->u.list.first;
  uint32_t target = l[0], pos = 0;
  for (uint32_t i = 0; i < in->u.list.n; i++) {
    if ((l[1 + 3 * i] | ((uint64_t)l[2 + 3 * i] << 32)) == v) {
      target = l[3 + 3 * i];
      pos = 3 + 3 * i;
      break;
    }
  }
  take_edge(&ex->edges[fn->index][fn->ncode + in->u.list.first + pos], 1, s); /* per word of l */
  return target;
}

/* Phi moves: every source read before any destination is written. */
static inline void parallel_move(const IrFunction *fn, const IrInst *in, Val *r) {
  const uint32_t *l = fn->extra + in->u.list.first;
  uint32_t n = in->u.list.n;
  Val tmp[n ? n : 1];
  for (uint32_t i = 0; i < n; i++) {
    tmp[i] = r[l[2 * i + 1]];
    expr_inc(tmp[i].e);
  }
  for (uint32_t i = 0; i < n; i++) {
    Val *d = &r[l[2 * i]];
    Expr *old = d->e;
    *d = tmp[i];
    expr_dec(old);
  }
}

/* Ends the path of s as unsupported (what symx cannot execute). */
static Step end_unsupported(Executor *ex, State *s, const char *why) {
  exec_error(ex, s, ERR_UNSUPPORTED, "%s", why);
  return STEP_ENDED;
}

/* run_state's moves: to the slow path and back, and jumps (which a driver's
 * jump hook, ExecOptions.hooks, sees: only in the driven copy). */
#define SYNC() (f->pc = pc)
#define RELOAD() (f = state_top(s), fn = f->fn, code = fn->code, r = s->regs + f->rbase, pc = f->pc, \
                  hits = ex->hits[fn->index])
#define SLOW(CALL) do { SYNC(); step = (CALL); goto slow_done; } while (0)
#define JUMP(TARGET) { uint32_t from = pc; pc = (TARGET);                               \
    if (driven && ex->opt.hooks) { SLOW(exec_jumped(ex, s, from)); } continue; }

/* Runs s until its path ends or it goes back to the searcher (a fork, a
 * budget). Concrete operands are handled here without expressions; anything
 * else goes to a slow path of exec_{arith,mem,ctrl}.c, which leaves the
 * state at the next instruction to run (see Step). `driven` is a constant at
 * each call (run_state): only the driven copy tests for a driver's hooks and
 * for a memory model that sees every access (MemoryOps.every_access: no
 * fast loads and stores), so the plain copy does no test for either. */
static inline __attribute__((always_inline)) void run_state_with(Executor *ex, State *s, const bool driven) {
  const IrModule *mod = ex->mod;
  Frame *f = state_top(s);
  const IrFunction *fn = f->fn;
  const IrInst *code = fn->code;
  Val *r = s->regs + f->rbase;
  uint32_t pc = f->pc;
  uint64_t icount = 0;
  uint64_t *hits = ex->hits[fn->index];
  const bool every_access = driven && ex->memory->every_access;
  void (*const line_hook)(void *, Executor *, State *) = driven && ex->opt.hooks ? ex->opt.hooks->line : NULL;
  uint32_t last_line = 0;
  Step step;

  for (;;) {
    const IrInst *in = &code[pc];
    hits[pc]++;
    if (driven && UNLIKELY(line_hook != NULL) && in->loc && mod->locs[in->loc].line != last_line) /* --explain */
      SYNC(), last_line = mod->locs[in->loc].line, line_hook(ex->opt.hooks->ctx, ex, s);
    if (UNLIKELY((++icount & 0xffff) == 0 || ex->poll)) {
      ex->instructions += icount;
      icount = 0;
      ex->poll = false;
      exec_check_budgets(ex);
      if (ex->stopped_by) SLOW(STEP_YIELD);
    }
    switch ((IrOp)in->op) {
#define ARITH(OPC, EXPR)                                                        \
  case OPC: {                                                                   \
    const Val *a = &r[in->a], *b = &r[in->b];                                   \
    if (UNLIKELY(a->e || b->e)) SLOW(exec_arith(ex, s, in));                    \
    uint64_t x = a->v, y = b->v;                                                \
    (void)x, (void)y;                                                           \
    val_set_conc(&r[in->dst], (EXPR) & mask_bits(in->width));                  \
    pc++;                                                                       \
    continue;                                                                   \
  }
      case IR_ADD: case IR_SUB: case IR_MUL: {
        const Val *a = &r[in->a], *b = &r[in->b];
        if (UNLIKELY(a->e || b->e || ((in->flags & IR_NSW) && ex->opt.check_overflow)))
          SLOW(exec_arith(ex, s, in));
        uint64_t x = a->v, y = b->v;
        uint64_t v = in->op == IR_ADD ? x + y : in->op == IR_SUB ? x - y : x * y;
        val_set_conc(&r[in->dst], v & mask_bits(in->width));
        pc++;
        continue;
      }
      ARITH(IR_AND, x & y)
      ARITH(IR_OR, x | y)
      ARITH(IR_XOR, x ^ y)
      case IR_EQ: case IR_NE: {
        const Val *a = &r[in->a], *b = &r[in->b];
        if (UNLIKELY(a->e || b->e)) SLOW(exec_arith(ex, s, in));
        if (UNLIKELY(ex->opt.freed_cmp) && exec_freed_cmp(s, a->v, b->v)) SLOW(exec_freed_cmp_end(ex, s));
        val_set_conc(&r[in->dst], in->op == IR_EQ ? a->v == b->v : a->v != b->v);
        pc++;
        continue;
      }
      ARITH(IR_ULT, x < y)
      ARITH(IR_ULE, x <= y)
      ARITH(IR_UGT, x > y)
      ARITH(IR_UGE, x >= y)
      ARITH(IR_SLT, sext64(x, in->awidth) < sext64(y, in->awidth))
      ARITH(IR_SLE, sext64(x, in->awidth) <= sext64(y, in->awidth))
      ARITH(IR_SGT, sext64(x, in->awidth) > sext64(y, in->awidth))
      ARITH(IR_SGE, sext64(x, in->awidth) >= sext64(y, in->awidth))
#undef ARITH
    case IR_SHL: case IR_LSHR: case IR_ASHR: {
      const Val *a = &r[in->a], *b = &r[in->b];
      unsigned w = in->width;
      if (UNLIKELY(a->e || b->e || b->v >= w)) SLOW(exec_arith(ex, s, in));
      uint64_t x = a->v, y = b->v, v;
      if (in->op == IR_SHL) v = x << y;
      else if (in->op == IR_LSHR) v = x >> y;
      else v = (uint64_t)(sext64(x, w) >> y);
      val_set_conc(&r[in->dst], v & mask_bits(w));
      pc++;
      continue;
    }
    case IR_UDIV: case IR_SDIV: case IR_UREM: case IR_SREM:
      SLOW(exec_arith(ex, s, in));
    case IR_ZEXT: case IR_SEXT: case IR_TRUNC:
      cast(s->exprs, in, r);
      pc++;
      continue;
    case IR_MOV:
      val_copy(&r[in->dst], &r[in->a]);
      pc++;
      continue;
    case IR_SELECT:
      select_op(in, r);
      pc++;
      continue;
    case IR_LOAD:
      if (UNLIKELY(every_access || !mem_load_fast(&s->mem, r[in->a], in->width, &r[in->dst])))
        SLOW(exec_load(ex, s, in));
      pc++;
      continue;
    case IR_STORE:
      if (UNLIKELY(every_access || !mem_store_fast(&s->mem, r[in->a], in->width, r[in->b])))
        SLOW(exec_store(ex, s, in));
      pc++;
      continue;
    case IR_ALLOCA: SLOW(exec_alloca(ex, s, in));
    case IR_BR: {
      const Val *c = &r[in->a];
      if (UNLIKELY(c->e)) SLOW(exec_br_sym(ex, s, in));
      take_edge(&ex->edges[fn->index][pc], c->v & 1 ? 1 : 2, s);
      JUMP(c->v & 1 ? in->u.br.t : in->u.br.f);
    }
    case IR_JMP:
      JUMP(in->u.br.t);
    case IR_SWITCH:
      if (UNLIKELY(r[in->a].e)) SLOW(exec_switch_sym(ex, s, in));
      JUMP(switch_conc(ex, s, fn, in, r[in->a].v));
    case IR_PMOVE:
      parallel_move(fn, in, r);
      pc++;
      continue;
    case IR_CALL: SLOW(exec_call(ex, s, in));
    case IR_RET: SLOW(exec_ret(ex, s, in));
    case IR_CTPOP ... IR_UMUL_OVF:   /* bit and overflow intrinsics (ir.h's order) */
      exec_intrinsic(s->exprs, in, r);
      pc++;
      continue;
    case IR_FADD ... IR_FFMA:        /* floating point */
      if (UNLIKELY(!exec_fp(s->exprs, in, r))) SLOW(exec_fp_to_int(ex, s, in));
      pc++;
      continue;
    case IR_UNREACHABLE:
      SLOW(end_unsupported(ex, s, "reached an unreachable instruction"));
    case IR_UNSUPPORTED:
      SLOW(end_unsupported(ex, s, in->u.imm < mod->nstrings ? mod->strings[in->u.imm] : "unsupported instruction"));
    default:
      SLOW(end_unsupported(ex, s, "unknown instruction"));
    }
  slow_done:
    assert(step == STEP_NEXT || step == STEP_ENDED || step == STEP_YIELD || step == STEP_GONE);
    if (step != STEP_NEXT) {
      ex->instructions += icount;
      if (step == STEP_YIELD) search_add(&ex->search, s);
      return;
    }
    RELOAD();
  }
#undef JUMP
#undef SYNC
#undef RELOAD
#undef SLOW
}

/* Two copies of the loop: driven, for a driver's hooks (ExecOptions.hooks,
 * which see every jump) or a memory model that sees every access; and
 * plain, for everything else. */
static __attribute__((noinline)) void run_state_plain(Executor *ex, State *s) { run_state_with(ex, s, false); }
static __attribute__((noinline)) void run_state_driven(Executor *ex, State *s) { run_state_with(ex, s, true); }
static void run_state(Executor *ex, State *s) {
  if (UNLIKELY(ex->opt.hooks != NULL || ex->memory->every_access)) run_state_driven(ex, s);
  else run_state_plain(ex, s);
}

/* ---- Setting up a run ----------------------------------------------------------- */

/* The module's constants as this engine's: those wider than 64 bits are
 * expressions of the module's table, made again in ex->exprs; a function
 * without any shares the module's array. */
static void copy_consts(Executor *ex) {
  const IrModule *m = ex->mod;
  ex->consts = xcalloc(m->nfuncs ? m->nfuncs : 1, sizeof(Val *));
  for (uint32_t i = 0; i < m->nfuncs; i++) {
    const IrFunction *fn = &m->funcs[i];
    ex->consts[i] = fn->consts;
    uint32_t j = 0;
    while (j < fn->nconsts && !fn->consts[j].e) j++;
    if (j == fn->nconsts) continue;
    Val *c = xmalloc(fn->nconsts * sizeof(Val));
    for (j = 0; j < fn->nconsts; j++) {
      const Expr *e = fn->consts[j].e;
      c[j] = fn->consts[j];
      if (e) c[j].e = expr_const(ex->exprs, e->width, expr_value(e));
    }
    ex->consts[i] = c;
  }
}

static void free_consts(Executor *ex) {
  const IrModule *m = ex->mod;
  for (uint32_t i = 0; i < m->nfuncs; i++) {
    const IrFunction *fn = &m->funcs[i];
    if (ex->consts[i] == fn->consts) continue;
    for (uint32_t j = 0; j < fn->nconsts; j++) expr_dec(ex->consts[i][j].e);
    xfree((Val *)ex->consts[i], fn->nconsts * sizeof(Val));
  }
  xfree(ex->consts, (m->nfuncs ? m->nfuncs : 1) * sizeof(Val *));
}

static State *initial_state(Executor *ex) {
  const IrModule *m = ex->mod;
  State *s = state_new(ex->exprs);
  mem_space_init(&s->mem, ir_first_dynamic_id(m), &ex->layout);
  for (uint32_t i = 0; i < m->nglobals; i++) {
    const IrGlobal *g = &m->globals[i];
    Object *o = mem_object_new(g->id, g->size, g->external ? OBJ_EXTERN : OBJ_GLOBAL);
    o->base = addr_static(&ex->layout, g->id);
    if (g->init) memcpy(o->bytes, g->init, g->size);
    o->readonly = g->readonly;
    o->name = g->name;
    mem_space_put(&s->mem, o);
  }
  return s;
}

/* Puts main's frame on s with argc = 1 and argv = {"prog", NULL}. */
static void enter_main(Executor *ex, State *s, const IrFunction *mainf) {
  const Val *consts = exec_consts(ex, mainf);
  if (posix_enter_main(ex, s, mainf, consts)) return; /* --sym-args, --sym-stdin */
  static const char prog[] = "prog";
  Object *name = exec_alloc(ex, s, sizeof prog, OBJ_GLOBAL);
  memcpy(name->bytes, prog, sizeof prog);
  unsigned pb = addr_ptr_bytes(&ex->layout);
  Object *argv = exec_alloc(ex, s, 2 * pb, OBJ_GLOBAL);
  memcpy(argv->bytes, &name->base, pb); /* little-endian: the low bytes */
  Object *envp = exec_alloc(ex, s, pb, OBJ_GLOBAL);
  uint32_t base = state_push_frame(s, mainf, consts);
  Val *r = s->regs + base + mainf->nconsts;
  if (mainf->nparams > 0) r[0].v = 1;
  if (mainf->nparams > 1) r[1].v = argv->base;
  if (mainf->nparams > 2) r[2].v = envp->base;
}

/* ---- The driver API (exec.h) ------------------------------------------------- */

Executor *engine_new(const IrModule *mod, const ExecOptions *opt, TestSink *const *sinks) {
  Executor *ex = xcalloc(1, sizeof *ex);
  ex->mod = mod;
  ex->exprs = expr_table_new();
  copy_consts(ex);
  addr_copy(&ex->layout, &mod->layout);
  ex->opt = *opt;
  ex->sinks = sinks;
  ex->start = opt->start > 0 ? opt->start : util_now();
  const char *fault = getenv("SYMX_FAULT_INJECT");
  ex->fault_at = fault ? strtoull(fault, NULL, 10) : 0;
  SolverOptions so = {.timeout_s = opt->max_solver_time, .query_log = opt->query_log};
  solver_options_from_env(&so);
  ex->solver = solver_new_with(&so);
  /* A query is stopped once memory passes --max-memory: Z3 answers an
   * interrupt only now and then, and the run must end below 1.5 x. */
  solver_set_limits(ex->solver, opt->max_time > 0 ? ex->start + opt->max_time : 0, &exec_interrupted,
                    opt->max_memory_mb > 0 ? opt->max_memory_mb * 1024 * 1024 : 0);
  ex->memory = opt->memory ? opt->memory : &mem_model_flat;
  if (opt->subsumption != SUBSUME_OFF && !opt->hooks) {
    ex->subsume = subsume_new(opt->subsumption);
    ex->subsume_hooks = (ExecHooks){ex->subsume, subsume_jump, subsume_call};
    ex->opt.hooks = &ex->subsume_hooks;
  }
  if (opt->searcher) search_init_ops(&ex->search, opt->searcher, opt->seed);
  else search_init(&ex->search, opt->search, opt->seed);
  uint32_t nf = mod->nfuncs ? mod->nfuncs : 1;
  ex->hits = xcalloc(nf, sizeof(uint64_t *));
  ex->edges = xcalloc(nf, sizeof(uint8_t *));
  for (uint32_t i = 0; i < mod->nfuncs; i++) {
    if (!mod->funcs[i].defined) continue;
    ex->hits[i] = xcalloc(mod->funcs[i].ncode ? mod->funcs[i].ncode : 1, sizeof(uint64_t));
    ex->edges[i] = xcalloc(mod->funcs[i].ncode + mod->funcs[i].nextra + 1, 1);
  }
  ex->search.hits = ex->hits;
  cov_init(&ex->cov, mod);
  ex->opt.progress = opt->progress && isatty(2);
  for (uint32_t i = 0; opt->goal && i < mod->nfuncs; i++)
    if (!strcmp(mod->funcs[i].name, opt->goal)) ex->goal_fn = &mod->funcs[i];

  State *s = initial_state(ex);
  enter_main(ex, s, &mod->funcs[mod->main_fn]);
  search_add(&ex->search, s);
  if (!util_strict()) { /* see engine_step */
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_engine_crash;
    sa.sa_flags = SA_NODEFER;
    sigaction(SIGSEGV, &sa, &ex->old_segv);
    sigaction(SIGBUS, &sa, &ex->old_bus);
  }
  return ex;
}

/* An internal failure (die() or fail_path(), or a crash inside the engine)
 * ends only the path being run, as unsupported; the state is abandoned, not
 * freed (it may be inconsistent). After a few failures the run stops,
 * incomplete. The strict build recovers only from fail_path() (util.h): a
 * crash there is left to the sanitizer, which reports it and aborts. */
static void path_failed(Executor *ex) {
  Outcome oc;
  memset(&oc, 0, sizeof oc);
  oc.is_error = true;
  oc.kind = ERR_UNSUPPORTED;
  snprintf(oc.message, sizeof oc.message, "internal error in symx: %s", util_last_failure());
  ex->incomplete = true;
  exec_to_sinks(ex, NULL, &oc);
  if (++ex->failures >= 10) ex->stopped_by = "internal errors";
}

bool engine_step(Executor *ex) {
  State *next;
  if (ex->stopped_by || !(next = search_next(&ex->search))) return false;
  sigjmp_buf recover;
  /* No signal mask to restore: the crash handler runs with SA_NODEFER. */
  if (sigsetjmp(recover, 0)) {
    crash_recovery = NULL;
    path_failed(ex);
    return !ex->stopped_by;
  }
  crash_recovery = &recover;
  util_set_recovery(&recover);
  run_state(ex, next);
  util_set_recovery(NULL);
  crash_recovery = NULL;
  exec_check_budgets(ex);
  return !ex->stopped_by;
}

/* Frees the per-function coverage counters. */
static void free_counters(Executor *ex) {
  const IrModule *mod = ex->mod;
  uint32_t nf = mod->nfuncs ? mod->nfuncs : 1;
  for (uint32_t i = 0; i < mod->nfuncs; i++) {
    if (ex->hits[i]) xfree(ex->hits[i], (mod->funcs[i].ncode ? mod->funcs[i].ncode : 1) * sizeof(uint64_t));
    if (ex->edges[i]) xfree(ex->edges[i], mod->funcs[i].ncode + mod->funcs[i].nextra + 1);
  }
  xfree(ex->hits, nf * sizeof(uint64_t *));
  xfree(ex->edges, nf * sizeof(uint8_t *));
}

void engine_finish(Executor *ex, RunStats *st) {
  if (!util_strict()) {
    sigaction(SIGSEGV, &ex->old_segv, NULL);
    sigaction(SIGBUS, &ex->old_bus, NULL);
  }
  bool cut = search_size(&ex->search) > 0 || ex->cut_by;
  exec_halted_tests(ex);
  if (ex->progress_shown) {
    show_progress(ex, util_now());
    fputc('\n', stderr);
  }
  memset(st, 0, sizeof *st);
  st->max_states = ex->search.max_size;
  search_free(&ex->search);
  st->complete = !cut && !ex->incomplete;
  st->stopped_by = cut ? (ex->stopped_by ? ex->stopped_by : ex->cut_by ? ex->cut_by : "unknown") : NULL;
  st->goal = ex->opt.goal;
  st->goal_test = ex->goal_test;
  st->uninit_skipped = ex->uninit_skipped;
  st->native_calls = ex->native_calls;
  st->subsumed = ex->subsumed;
  st->abstract_subsumed = ex->abstract_subsumed;
  subsume_stats(ex->subsume, &st->subsume_checks, &st->subsume_stored, &st->subsume_undecided);
  subsume_reasons(ex->subsume, &st->subsume_by_list, &st->subsume_by_array, &st->subsume_splits,
                  &st->subsume_at_calls);
  subsume_free(ex->subsume);
  ex->subsume = NULL;
  math32_free(ex->math32);
  ex->math32 = NULL;
  for (uint32_t i = 0; i < ex->mod->nfuncs; i++)
    if (!ex->mod->funcs[i].is_model) st->selects_folded += ex->mod->funcs[i].selects_folded;
  cov_lines(&ex->cov, ex->hits, &st->lines_covered, &st->lines_total);
  cov_branches(&ex->cov, ex->edges, &st->branches_covered, &st->branches_total);
  RunCoverage rc = {&ex->cov, ex->hits, ex->edges};
  for (TestSink *const *k = ex->sinks; *k; k++)
    if ((*k)->run_ended) (*k)->run_ended(*k, &rc);
  const SolverStats *ss = solver_stats(ex->solver);
  st->instructions = ex->instructions;
  st->forks = ex->forks;
  st->queries = ss->queries;
  st->queries_trivial = ss->trivial;
  st->queries_order = ss->by_order;
  st->queries_cached = ss->cache_hits;
  st->queries_cex = ss->cex_hits;
  st->queries_z3 = ss->z3_queries;
  st->solver_time = ss->z3_time;
  st->time_s = util_now() - ex->start;
  st->peak_rss = util_peak_rss();
  solver_free(ex->solver);
  cov_free(&ex->cov);
  free_counters(ex);
  free_consts(ex);
  /* A state abandoned after an internal failure (path_failed) keeps its
   * expressions: the table then stays, as the process is about to end. */
  if (expr_live_count(ex->exprs) == 0) expr_table_free(ex->exprs);
  addr_free(&ex->layout);
  xfree(ex, sizeof *ex);
}

void exec_run(const IrModule *mod, const ExecOptions *opt, TestSink *const *sinks, RunStats *st) {
  Executor *ex = engine_new(mod, opt, sinks);
  while (engine_step(ex)) {}
  engine_finish(ex, st);
}
