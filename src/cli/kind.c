/* kind: symx bmc --k-induction (issue 14).
 *
 * For k = 1, 2, 4, ... (or the --unwind K given) two runs on the engine:
 *  - the base case: symx bmc with bound k (bmc.c), whose errors are the
 *    bugs (with their tests) and which is a proof by itself when no
 *    unwinding assertion fails;
 *  - the step case, for the outermost loop of main whose unwinding
 *    assertions failed in the base case (when they fail anywhere else, no
 *    step case for this k: the base case has not checked what the other
 *    loops do, and the step case unwinds them with bound k + 1, a cut
 *    there proving nothing): the program runs
 *    from its start to the loop's entry, where everything the loop may
 *    write (ir/loopfx.h: its variables, the objects it stores to) is
 *    havocked, i.e. replaced by fresh unconstrained values, and the
 *    invariants found below are assumed. Iterations 1..k then run with
 *    their errors and loop exits assumed away (those paths are dropped);
 *    from the header after k iterations, the next iteration and, where the
 *    loop ends there, the rest of the program are checked: any error there
 *    fails the step case (it is no bug: the havocked state may be
 *    unreachable). A path reaching the header once more is done.
 * When the base case with bound k finds no error and the step case with k
 * holds, no execution errs, whatever the iteration count: for reachable
 * header states r_0, r_1, ..., the base case covers the steps from r_0 ..
 * r_k-1 (and all that precedes the loop), and the step case, with the
 * havocked state standing for r_i-k, each step from r_i, i >= k.
 *
 * Anything the step case cannot account for makes it prove nothing: a
 * path cut (bound of another loop, recursion) or unsupported, a budget, a
 * write during iterations 1..k+1 to an object not havocked, an object made
 * or freed there (a memory model that watches every access checks it), an
 * error whose place cannot be told.
 *
 * Invariants (cheap, Houdini style): candidates over the loop's variables
 * x, y, the values they had at loop entry x0, the registers the loop only
 * reads, and the constants it compares with or starts from: x <= c, x >=
 * c (signed and unsigned), x <= y, x == y, x - y == x0 - y0, x <= x0,
 * x >= x0. Each run of one iteration from the havocked state with all
 * surviving candidates assumed drops those that do not hold at loop entry
 * (initiation) or after the iteration (consecution), until a run drops
 * none: what survives is inductive, and the step case assumes it. */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/bmc_internal.h"
#include "ir/loopfx.h"

enum { KIND_MAX_CANDS = 256, KIND_MAX_OBJECT = 1 << 16 };

/* Where a state of a k-induction run is, in frames[0].loop_iters[nloops]. */
enum { PH_BEFORE, PH_ASSUMED, PH_CHECKED, PH_AFTER };

typedef enum { T_REG, T_ENTRY, T_CONST } TermKind;
typedef enum { C_SLE, C_ULE, C_EQ, C_DIFF } CandOp;

typedef struct Term {
  uint8_t kind;         /* TermKind */
  uint32_t idx;         /* T_REG: a register; T_ENTRY: an index into fx.carried */
  uint64_t c;           /* T_CONST */
} Term;

/* lhs OP rhs; C_DIFF: lhs - rhs == entry(lhs) - entry(rhs) (both T_REG of
 * carried registers). */
typedef struct Cand {
  uint8_t op;
  uint16_t w;
  Term lhs, rhs;
  bool alive;
} Cand;

/* The loop's variables at one entry (a havoc), found again by its first
 * havocked input. */
typedef struct EntryRec {
  Array *marker;
  Expr **vals;          /* per fx.carried */
} EntryRec;

typedef enum { MODE_HOUDINI, MODE_STEP } KindMode;

typedef struct Kind {
  Bmc b;                /* first: bmc_jump and bmc_call take the Kind as their Bmc */
  TestSink sink;        /* the runs' only sink */
  const IrModule *mod;
  const IrFunction *main;
  const IrCfg *g;
  uint32_t loop;
  LoopFx fx;
  VEC(Cand) cands;
  KindMode mode;
  uint32_t k;
  bool changed;         /* Houdini: a candidate was dropped in this run */
  const char *spoiled;  /* why this run proves nothing, or NULL */
  uint64_t fails;       /* step case: errors where it checks */
  VEC(EntryRec) entries;
  VEC(uint32_t) havocked; /* object slots havocked */
} Kind;

static Kind *kind_of(Executor *ex) { return (Kind *)ex->opt.hooks->ctx; }

/* The run proves nothing (the first reason is kept). */
static void spoil(Kind *k, const char *why) {
  if (!k->spoiled) k->spoiled = why;
}

static uint32_t phase(const Kind *k, const State *s) {
  if (!s || !s->nframes || s->frames[0].fn != k->main || !s->frames[0].loop_iters) return PH_BEFORE;
  return s->frames[0].loop_iters[k->g->nloops];
}

/* ---- Candidates ---------------------------------------------------------------- */

static unsigned width_of(const Kind *k, uint32_t reg) { return k->main->reg_width[reg]; }

static void add_cand(Kind *k, CandOp op, unsigned w, Term l, Term r) {
  if (k->cands.len < KIND_MAX_CANDS) VEC_PUSH(k->cands, ((Cand){(uint8_t)op, (uint16_t)w, l, r, true}));
}

/* x <= t and t <= x, signed and unsigned. */
static void add_bounds(Kind *k, unsigned w, Term x, Term t) {
  add_cand(k, C_SLE, w, x, t), add_cand(k, C_SLE, w, t, x);
  add_cand(k, C_ULE, w, x, t), add_cand(k, C_ULE, w, t, x);
}

static void make_candidates(Kind *k) {
  const LoopFx *fx = &k->fx;
  for (size_t i = 0; i < fx->carried.len; i++) {
    uint32_t x = fx->carried.data[i];
    unsigned w = width_of(k, x);
    if (w > 64) continue;
    Term tx = {T_REG, x, 0};
    add_bounds(k, w, tx, (Term){T_ENTRY, (uint32_t)i, 0});
    for (size_t j = 0; j < fx->consts.len; j++)
      if (fx->const_w.data[j] == w) add_bounds(k, w, tx, (Term){T_CONST, 0, fx->consts.data[j]});
    for (size_t j = i + 1; j < fx->carried.len; j++) {
      uint32_t y = fx->carried.data[j];
      if (width_of(k, y) != w) continue;
      Term ty = {T_REG, y, 0};
      add_bounds(k, w, tx, ty);
      add_cand(k, C_EQ, w, tx, ty);
      add_cand(k, C_DIFF, w, tx, ty);
    }
    for (size_t j = 0; j < fx->invariant.len; j++)
      if (width_of(k, fx->invariant.data[j]) == w) add_bounds(k, w, tx, (Term){T_REG, fx->invariant.data[j], 0});
  }
}

static int carried_index(const Kind *k, uint32_t reg) {
  for (size_t i = 0; i < k->fx.carried.len; i++)
    if (k->fx.carried.data[i] == reg) return (int)i;
  return -1;
}

/* A term's value in s (frame 0), with the loop's entry values `entry`
 * (at entry itself, entry stands for the registers too). New reference. */
static Expr *term_expr(const Kind *k, State *s, const Term *t, unsigned w, Expr **entry, bool at_entry) {
  if (t->kind == T_CONST) return expr_const(s->exprs, w, t->c);
  if (t->kind == T_ENTRY) return expr_inc(entry[t->idx]);
  int ci = at_entry ? carried_index(k, t->idx) : -1;
  if (ci >= 0) return expr_inc(entry[ci]);
  return val_expr(s->exprs, &s->regs[s->frames[0].rbase + t->idx], w);
}

static Expr *cand_expr(const Kind *k, State *s, const Cand *c, Expr **entry, bool at_entry) {
  Expr *l = term_expr(k, s, &c->lhs, c->w, entry, at_entry), *r = term_expr(k, s, &c->rhs, c->w, entry, at_entry);
  Expr *e;
  if (c->op == C_DIFF) {
    Term el = {T_ENTRY, (uint32_t)carried_index(k, c->lhs.idx), 0}, er = {T_ENTRY, (uint32_t)carried_index(k, c->rhs.idx), 0};
    Expr *l0 = term_expr(k, s, &el, c->w, entry, true), *r0 = term_expr(k, s, &er, c->w, entry, true);
    Expr *d = expr_binary(EXPR_SUB, l, r), *d0 = expr_binary(EXPR_SUB, l0, r0);
    e = expr_eq(d, d0);
    expr_dec(d), expr_dec(d0), expr_dec(l0), expr_dec(r0);
  } else {
    e = expr_binary(c->op == C_SLE ? EXPR_SLE : c->op == C_ULE ? EXPR_ULE : EXPR_EQ, l, r);
  }
  expr_dec(l), expr_dec(r);
  return e;
}

/* Does every alive candidate hold in s? Houdini drops those that do not
 * (and says so in k->changed); the step case's invariants must all hold. */
static void check_cands(Kind *k, Executor *ex, State *s, Expr **entry, bool at_entry) {
  for (size_t i = 0; i < k->cands.len; i++) {
    Cand *c = &k->cands.data[i];
    if (!c->alive) continue;
    Expr *e = cand_expr(k, s, c, entry, at_entry);
    bool holds = solver_valid(ex->solver, s->pc.data, s->pc.len, e, s->model, NULL) == SOLVER_VALID;
    expr_dec(e);
    if (holds) continue;
    if (k->mode == MODE_STEP) spoil(k, "an invariant does not hold at loop entry");
    else c->alive = false, k->changed = true;
  }
}

/* ---- Havoc ---------------------------------------------------------------------- */

/* A fresh value of w bits (new reference), its input recorded in s. */
static Expr *fresh(State *s, unsigned w, Array **made) {
  Expr *acc = exec_fresh_input(s, "kind_havoc", (w + 7) / 8, made);
  Expr *r = expr_resize(acc, w);
  expr_dec(acc);
  return r;
}

static bool havoc_object(Kind *k, State *s, uint64_t addr) {
  uint64_t off;
  Object *o = mem_at(&s->mem, addr, &off);
  if (!o || o == &mem_dangling || o->size > KIND_MAX_OBJECT) return false;
  bool seen = false;
  for (size_t i = 0; i < k->havocked.len; i++) seen |= k->havocked.data[i] == (o->id & MEM_SLOT_MASK);
  if (!seen) VEC_PUSH(k->havocked, o->id & MEM_SLOT_MASK);
  if (o->readonly) return true;
  o = mem_writable(&s->mem, o->id);
  Array *a = array_new(s->exprs, "kind_havoc_mem", (uint32_t)o->size);
  VEC_PUSH(s->inputs, a);
  for (uint64_t i = 0; i < o->size; i++) {
    Expr *e = expr_var(a, (uint32_t)i);
    mem_set_byte_expr(o, i, e);
    expr_dec(e);
  }
  return true;
}

/* s enters the loop: its entry values recorded, the candidates checked
 * there, everything the loop writes havocked, the candidates assumed.
 * False when s is gone (the assumptions cannot hold). */
static bool havoc(Kind *k, Executor *ex, State *s) {
  const LoopFx *fx = &k->fx;
  Val *regs = s->regs + s->frames[0].rbase;
  EntryRec rec = {NULL, xcalloc(fx->carried.len + 1, sizeof(Expr *))};
  for (size_t i = 0; i < fx->carried.len; i++)
    rec.vals[i] = val_expr(s->exprs, &regs[fx->carried.data[i]], width_of(k, fx->carried.data[i]));
  check_cands(k, ex, s, rec.vals, true);
  Expr *one = fresh(s, 8, &rec.marker); /* marks the havoc even with no variables */
  expr_dec(one);
  for (size_t i = 0; i < fx->carried.len; i++)
    val_set_expr(&regs[fx->carried.data[i]], fresh(s, width_of(k, fx->carried.data[i]), NULL));
  VEC_PUSH(k->entries, rec);
  bool ok = true;
  for (size_t i = 0; i < fx->allocas.len && ok; i++) {
    const Val *p = &regs[fx->allocas.data[i]];
    ok = !p->e && havoc_object(k, s, p->v);
  }
  for (size_t i = 0; i < fx->globals.len && ok; i++) ok = havoc_object(k, s, addr_static(&ex->layout, fx->globals.data[i]));
  if (!ok) spoil(k, "an object the loop writes could not be havocked");
  Expr *all = expr_bool(s->exprs, true);
  for (size_t i = 0; i < k->cands.len; i++) {
    if (!k->cands.data[i].alive) continue;
    Expr *e = cand_expr(k, s, &k->cands.data[i], rec.vals, false), *n = expr_and(all, e);
    expr_dec(e), expr_dec(all);
    all = n;
  }
  SolverResult r = solver_check(ex->solver, s->pc.data, s->pc.len, all, s->model);
  if (r == SOLVER_SAT) state_add_constraint(s, all);
  else if (r == SOLVER_UNKNOWN) spoil(k, "the solver could not decide the invariants at the havoc");
  expr_dec(all);
  if (r != SOLVER_SAT) state_free(s);
  return r == SOLVER_SAT;
}

static EntryRec *entry_of(Kind *k, const State *s) {
  for (size_t i = 0; i < k->entries.len; i++)
    for (size_t j = 0; j < s->inputs.len; j++)
      if (s->inputs.data[j] == k->entries.data[i].marker) return &k->entries.data[i];
  return NULL;
}

/* ---- Hooks, memory, sink ---------------------------------------------------------- */

static HookAction drop(State *s) {
  state_free(s);
  return HOOK_TAKEN;
}

static HookAction kind_jump(void *ctx, Executor *ex, State *s, uint32_t from) {
  Kind *k = ctx;
  /* a run that can prove nothing more (spoiled, or a step case with an
   * error where it checks) ends its paths at their next jump */
  if (k->spoiled || (k->mode == MODE_STEP && k->fails)) return drop(s);
  Frame *f = &s->frames[0];
  if (s->nframes != 1 || f->fn != k->main || from >= f->fn->ncode || f->pc >= f->fn->ncode)
    return bmc_jump(ctx, ex, s, from);
  const IrCfg *g = k->g;
  if (!f->loop_iters) {
    f->loop_iters = xcalloc(g->nloops + 1, sizeof(uint32_t));
    f->nloop_iters = g->nloops + 1; /* the last: the phase (forks copy it) */
  }
  uint32_t fb = g->block_of[from], tb = g->block_of[f->pc], header = g->loops[k->loop].header;
  bool fin = bmc_in_loop(g, (int32_t)k->loop, fb), tin = bmc_in_loop(g, (int32_t)k->loop, tb);
  uint32_t *ph = &f->loop_iters[g->nloops], iters = f->loop_iters[k->loop];
  if (tb == header && !fin) {
    if (*ph != PH_BEFORE) spoil(k, "the loop was entered twice");
    if (!havoc(k, ex, s)) return HOOK_TAKEN;
    *ph = PH_ASSUMED;
  } else if (tb == header) {
    if (k->mode == MODE_HOUDINI) {
      EntryRec *rec = entry_of(k, s);
      if (rec) check_cands(k, ex, s, rec->vals, false);
      else spoil(k, "a state at the back edge without its entry");
      return drop(s);
    }
    if (iters >= k->k + 1) return drop(s);
    if (iters == k->k) *ph = PH_CHECKED;
  } else if (fin && !tin) {
    if (*ph == PH_ASSUMED) return drop(s);
    if (*ph == PH_CHECKED) *ph = PH_AFTER;
  }
  return bmc_jump(ctx, ex, s, from);
}

static bool in_loop_phase(Kind *k, const State *s) {
  uint32_t p = phase(k, s);
  return p == PH_ASSUMED || p == PH_CHECKED;
}

static Object *kind_resolve(Executor *ex, State *s, const Val *ptr, uint64_t n, bool write, uint64_t *off,
                            Expr **soff) {
  Object *o = mem_model_flat.resolve(ex, s, ptr, n, write, off, soff);
  Kind *k = kind_of(ex);
  if (o && write && in_loop_phase(k, s)) {
    bool havocked = false;
    for (size_t i = 0; i < k->havocked.len; i++) havocked |= k->havocked.data[i] == (o->id & MEM_SLOT_MASK);
    if (!havocked) spoil(k, "the loop wrote an object that was not havocked");
  }
  return o;
}

static Object *kind_alloc(Executor *ex, State *s, uint64_t size, ObjKind kind) {
  if (in_loop_phase(kind_of(ex), s)) spoil(kind_of(ex), "the loop made an object");
  return mem_flat_alloc(ex, s, size, kind);
}

static void kind_free(Executor *ex, State *s, uint32_t id) {
  if (in_loop_phase(kind_of(ex), s)) spoil(kind_of(ex), "the loop freed an object");
  mem_flat_free(ex, s, id);
}

static const MemoryOps kind_memory = {"k-induction", kind_resolve, mem_flat_read, mem_flat_write,
                                      kind_alloc, kind_free, true};

/* An error fails the step case unless it is in iterations 1..k (assumed
 * away); one whose place cannot be told fails it too. */
static void kind_path(TestSink *ks, const State *s, const Outcome *oc, uint32_t test) {
  Kind *k = (Kind *)((char *)ks - offsetof(Kind, sink));
  if (!oc->is_error || oc->kind == ERR_UNSUPPORTED || k->mode == MODE_HOUDINI) return;
  if (s && phase(k, s) == PH_ASSUMED) return;
  k->fails++;
}

/* ---- Runs ------------------------------------------------------------------------- */

static void free_entries(Kind *k) {
  for (size_t i = 0; i < k->entries.len; i++) {
    for (size_t j = 0; j < k->fx.carried.len; j++) expr_dec(k->entries.data[i].vals[j]);
    xfree(k->entries.data[i].vals, (k->fx.carried.len + 1) * sizeof(Expr *));
  }
  k->entries.len = 0;
  k->havocked.len = 0;
}

/* One run of the given mode; true when it proves what it is for (Houdini:
 * its checks are trustworthy; step: the step case holds). */
static bool kind_engine_run(Kind *k, const IrModule *mod, const ExecOptions *opt, KindMode mode, uint32_t kk,
                            double allowance) {
  k->mode = mode, k->k = kk, k->spoiled = NULL, k->fails = 0, k->changed = false;
  k->b.unwind = kk + 1, k->b.grow = false, k->b.merges = k->b.cut = 0;
  ExecHooks hooks = {k, kind_jump, bmc_call};
  ExecOptions o = *opt;
  o.hooks = &hooks, o.searcher = &bmc_searcher, o.memory = &kind_memory;
  o.stop_on_error = false, o.max_tests = 0, o.goal = NULL, o.progress = false, o.stop_on = NULL;
  o.query_log = NULL;
  /* at most `allowance` seconds from now (within the run's own limit) */
  double used = util_now() - opt->start;
  if (opt->start > 0 && (opt->max_time <= 0 || used + allowance < opt->max_time)) o.max_time = used + allowance;
  TestSink *sinks[] = {&k->sink, NULL};
  RunStats st;
  Executor *ex = engine_new(mod, &o, sinks);
  while (engine_step(ex)) {}
  free_entries(k); /* their expressions are the engine's: before it goes */
  engine_finish(ex, &st);
  return st.complete && !k->spoiled && !k->fails && !exec_interrupted;
}

/* Houdini: rounds of one iteration until no candidate drops; true when
 * the survivors are inductive. When a round cannot be trusted (a cut, say
 * another loop's bound kk + 1), none survives this time. */
static bool find_invariants(Kind *k, const IrModule *mod, const ExecOptions *opt, uint32_t kk, double allowance,
                            uint32_t *rounds) {
  double until = util_now() + allowance;
  for (size_t i = 0; i < k->cands.len; i++) k->cands.data[i].alive = true;
  for (;;) {
    ++*rounds;
    double left = until - util_now();
    bool trusted = left > 0 && kind_engine_run(k, mod, opt, MODE_HOUDINI, kk, left);
    if (!trusted)
      for (size_t i = 0; i < k->cands.len; i++) k->cands.data[i].alive = false;
    if (!trusted || !k->changed) return trusted;
  }
}

static void term_text(FILE *f, const Kind *k, const Term *t) {
  if (t->kind == T_CONST) fprintf(f, "%lld", (long long)t->c);
  else if (t->kind == T_ENTRY) fprintf(f, "r%u@entry", k->fx.carried.data[t->idx]);
  else fprintf(f, "r%u", t->idx);
}

static char *summary_json(const Kind *k, const char *step, const char *why, uint32_t kk, uint32_t rounds) {
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  if (!f) return NULL;
  static const char *const ops[] = {"<=s", "<=u", "==", "-"};
  uint32_t line = k->g && k->loop < k->g->nloops
                      ? k->mod->locs[k->main->code[k->g->blocks[k->g->loops[k->loop].header].first].loc].line : 0;
  fprintf(f, "{\"k\": %u, \"step\": \"%s\", \"why\": ", kk, step);
  if (why) util_json_string(f, why);
  else fputs("null", f);
  fprintf(f, ", \"loop_line\": %u, \"candidates\": %zu, \"houdini_rounds\": %u, \"invariants\": [", line,
          k->cands.len, rounds);
  bool first = true;
  for (size_t i = 0; i < k->cands.len; i++) {
    const Cand *c = &k->cands.data[i];
    if (!c->alive) continue;
    fputs(first ? "\"" : ", \"", f);
    first = false;
    term_text(f, k, &c->lhs);
    fprintf(f, " %s ", ops[c->op]);
    term_text(f, k, &c->rhs);
    if (c->op == C_DIFF) fputs(" == const", f);
    fputc('"', f);
  }
  fputs("]}", f);
  fclose(f);
  return buf;
}

/* Sets k up for loop `loop` of main (its effects, its candidates); why
 * k-induction cannot work on it, or NULL. */
static const char *prepare_loop(Kind *k, uint32_t loop, bool invariants) {
  ir_loop_fx_free(&k->fx);
  k->cands.len = 0;
  k->loop = loop;
  if (!ir_loop_fx(k->mod, k->main, loop, &k->fx)) return k->fx.why;
  for (uint32_t i = 0; i < k->fx.carried.len; i++)
    if (width_of(k, k->fx.carried.data[i]) > 128) return "a loop variable wider than 128 bits";
  if (invariants) make_candidates(k);
  return NULL;
}

void kind_run(const IrModule *mod, const ExecOptions *opt, TestSink *const *sinks, const BmcOptions *bo,
              RunStats *st, BmcResult *res) {
  Kind k;
  memset(&k, 0, sizeof k);
  k.sink.path_ended = kind_path;
  k.mod = mod, k.main = &mod->funcs[mod->main_fn], k.g = k.main->cfg;
  k.b.merge = !bo->no_merge;
  const char *why = !k.g || !k.g->nloops ? "main has no loop" : k.g->irreducible ? "irreducible control flow in main" : NULL;
  const char *loop_why = NULL, *last_why = why;
  int32_t prepared = -1;
  BmcSeries ser;
  bmc_series_init(&ser, sinks, bo->first_test);
  uint32_t kk = bo->unwind ? bo->unwind : 1, rounds = 0;
  bool houdini = false;
  double base_time = 0, step_time = 0;
  const char *step = "not-applicable";
  for (;;) {
    Bmc base = {kk, !bo->no_merge, false, 0, 0, {0}, k.main, -1, 0};
    double t0 = util_now();
    bool go_on = bmc_series_run(&ser, mod, opt, &base, st);
    base_time += util_now() - t0;
    res->unwinding_failed = base.cut;
    if (!go_on) break;
    /* The step case is for the loop of main whose unwinding assertions
     * failed: a base case cut anywhere else has not checked what precedes
     * or follows k iterations of it, so no step case can make a proof. */
    last_why = why ? why : base.cut_elsewhere ? "unwinding assertions fail elsewhere than at one loop of main"
                                              : NULL;
    if (!last_why && base.cut_loop != prepared) {
      loop_why = prepare_loop(&k, (uint32_t)base.cut_loop, !bo->no_invariants);
      prepared = base.cut_loop, houdini = false;
    }
    if (!last_why) last_why = loop_why;
    /* the step cases (invariants included) may take as long as the base
     * cases, or a quarter of --max-time (5 s without it) if more: not
     * longer, so that step cases that cannot hold do not starve them */
    double share = opt->max_time > 0 ? opt->max_time / 4 : 5;
    double allowance = (base_time > share ? base_time : share) - step_time;
    if (!last_why && allowance > 0.05) {
      double t0 = util_now();
      if (opt->progress && isatty(2)) fprintf(stderr, "symx bmc: k-induction step case, k = %u\n", kk);
      if (!houdini) houdini = find_invariants(&k, mod, opt, kk, allowance * 2 / 3, &rounds);
      bool proved = kind_engine_run(&k, mod, opt, MODE_STEP, kk, allowance - (util_now() - t0));
      step_time += util_now() - t0;
      if (proved) {
        step = "proved";
        res->kind_k = kk;
        st->complete = true, st->stopped_by = NULL;
        break;
      }
      step = "failed";
      last_why = loop_why = k.spoiled; /* what voids one step case voids the next */
    }
    if (bo->unwind || kk >= (1u << 30) || exec_interrupted) break;
    if (opt->max_time > 0 && util_now() - opt->start >= opt->max_time) break;
    kk *= 2;
  }
  Bmc sum = {kk, false, false, 0, 0, {0}, NULL, -1, 0};
  bmc_series_finish(&ser, &sum, st);
  if (st->goal_test) st->goal_test += ser.rn.ended_offset; /* the engine numbered it in its own run */
  res->bound = kk;
  res->merges = sum.merges;
  if (opt->start > 0) st->time_s = util_now() - opt->start; /* the step cases' time too */
  if (!strcmp(step, "not-applicable") && !last_why) step = "not-needed"; /* bmc alone answered */
  res->kind_json = summary_json(&k, step, last_why, kk, rounds);
  res->kind_step = step, res->kind_why = last_why;
  free_entries(&k);
  VEC_FREE(k.entries);
  VEC_FREE(k.havocked);
  VEC_FREE(k.cands);
  ir_loop_fx_free(&k.fx);
}
