/* bmc: see bmc.h. */
#include "cli/bmc.h"
#include "cli/bmc_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "engine/merge.h"
#include "ir/cfg.h"

/* Waiting states compared with a running one at a jump, at most: beyond,
 * a state runs on without yielding (merging becomes opportunistic). */
enum { BMC_MAX_COMPARED = 256 };

/* s goes no further with this bound: parked when the bound may grow, else
 * cut (the run is incomplete). */
static HookAction stop_at_bound(Bmc *b, Executor *ex, State *s, int32_t loop) {
  const IrFunction *fn = state_top(s)->fn;
  if (s->nframes == 1 && fn == b->target_fn && loop >= 0) {
    bool seen = false;
    for (size_t i = 0; i < b->cut_loops.len; i++) seen |= b->cut_loops.data[i] == (uint32_t)loop;
    if (!seen) VEC_PUSH(b->cut_loops, (uint32_t)loop);
  } else {
    b->cut_elsewhere++;
  }
  if (b->grow) {
    VEC_PUSH(b->parked, ((Parked){s, loop}));
    return HOOK_TAKEN;
  }
  b->cut++;
  exec_cut(ex, s, "bound");
  return HOOK_TAKEN;
}

/* ---- Unwinding ---------------------------------------------------------------- */

bool bmc_in_loop(const IrCfg *g, int32_t loop, uint32_t block) {
  for (int32_t l = g->blocks[block].loop; l >= 0; l = g->loops[l].parent)
    if (l == loop) return true;
  return false;
}

/* Counts the iterations begun on the jump of f from `from` to f->pc; the
 * loop in which one more than the bound would begin, or -1. */
static int32_t count_iterations(const Bmc *b, Frame *f, uint32_t from) {
  const IrCfg *g = f->fn->cfg;
  if (!g || !g->nloops || from >= f->fn->ncode || f->pc >= f->fn->ncode) return -1;
  uint32_t fb = g->block_of[from], tb = g->block_of[f->pc];
  if (!f->loop_iters) {
    f->loop_iters = xcalloc(g->nloops, sizeof(uint32_t));
    f->nloop_iters = g->nloops;
  }
  for (uint32_t l = 0; l < g->nloops; l++) {
    const IrLoop *L = &g->loops[l];
    /* Entered from outside: no iteration begun yet. */
    if (L->header == tb && !bmc_in_loop(g, (int32_t)l, fb)) f->loop_iters[l] = 0;
    /* From the header into the body (or back to itself): one begins. */
    if (L->header == fb && bmc_in_loop(g, (int32_t)l, tb)) {
      if (f->loop_iters[l] >= b->unwind) return (int32_t)l;
      f->loop_iters[l]++;
    }
  }
  return -1;
}

/* ---- The order of the unrolled program ------------------------------------------ */

/* Compares two positions in one function: the loops enclosing each block,
 * outermost first, as (header's number, iterations begun), then the block's
 * number and the instruction. */
static int frame_cmp(const Frame *x, const Frame *y) {
  if (x->fn != y->fn) return x->fn->index < y->fn->index ? -1 : 1;
  if (x->pc == y->pc && !x->loop_iters && !y->loop_iters) return 0;
  const IrCfg *g = x->fn->cfg;
  if (!g || !g->nblocks) return x->pc < y->pc ? -1 : x->pc > y->pc;
  uint32_t bx = g->block_of[x->pc], by = g->block_of[y->pc];
  int32_t lx[64], ly[64];
  int nx = 0, ny = 0;
  for (int32_t l = g->blocks[bx].loop; l >= 0 && nx < 64; l = g->loops[l].parent) lx[nx++] = l;
  for (int32_t l = g->blocks[by].loop; l >= 0 && ny < 64; l = g->loops[l].parent) ly[ny++] = l;
  for (int i = nx - 1, j = ny - 1;; i--, j--) {
    uint32_t rx = i >= 0 ? g->blocks[g->loops[lx[i]].header].rpo : g->blocks[bx].rpo;
    uint32_t ry = j >= 0 ? g->blocks[g->loops[ly[j]].header].rpo : g->blocks[by].rpo;
    if (rx != ry) return rx < ry ? -1 : 1;
    if (i < 0 || j < 0) break;
    uint32_t ix = x->loop_iters ? x->loop_iters[lx[i]] : 0, iy = y->loop_iters ? y->loop_iters[ly[j]] : 0;
    if (ix != iy) return ix < iy ? -1 : 1;
  }
  return x->pc < y->pc ? -1 : x->pc > y->pc;
}

/* Which of two states comes first in the unrolled program (a caller's
 * position before its callees'). */
static int state_cmp(const State *x, const State *y) {
  for (uint32_t i = 0;; i++) {
    if (i == x->nframes || i == y->nframes) return (i < y->nframes) - (i < x->nframes);
    int c = frame_cmp(&x->frames[i], &y->frames[i]);
    if (c) return c;
  }
}

/* The searcher: the waiting state that comes first. */
static State *first_state(Searcher *s) {
  size_t best = 0;
  for (size_t i = 1; i < s->states.len; i++)
    if (state_cmp(s->states.data[i], s->states.data[best]) < 0) best = i;
  return search_take(s, best);
}

const SearcherOps bmc_searcher = {"bmc", false, first_state};

/* ---- The hooks ------------------------------------------------------------------- */

HookAction bmc_jump(void *ctx, Executor *ex, State *s, uint32_t from) {
  Bmc *b = ctx;
  int32_t over = count_iterations(b, state_top(s), from);
  if (over >= 0) return stop_at_bound(b, ex, s, over);
  return bmc_merge(b, ex, s);
}

HookAction bmc_merge(Bmc *b, Executor *ex, State *s) {
  size_t n = search_size(&ex->search);
  if (!b->merge || n == 0 || n > BMC_MAX_COMPARED) return HOOK_GO;
  bool behind = false;
  for (size_t i = 0; i < n; i++) {
    State *w = ex->search.states.data[i];
    int c = state_cmp(w, s);
    if (c == 0 && (!b->mergeable || b->mergeable(b, w, s)) && state_mergeable(w, s)) {
      state_merge(w, s);
      state_free(s);
      b->merges++;
      return HOOK_TAKEN;
    }
    behind |= c < 0;
  }
  return behind ? HOOK_YIELD : HOOK_GO;
}

HookAction bmc_call(void *ctx, Executor *ex, State *s, const IrFunction *callee) {
  Bmc *b = ctx;
  uint32_t frames = 0;
  for (uint32_t i = 0; i < s->nframes; i++) frames += s->frames[i].fn == callee;
  if (frames <= b->unwind) return HOOK_GO;
  return stop_at_bound(b, ex, s, -1);
}

/* ---- Runs ------------------------------------------------------------------------- */

static Executor *bmc_engine(const IrModule *mod, const ExecOptions *opt, TestSink *const *sinks, Bmc *b,
                            ExecHooks *hooks) {
  *hooks = (ExecHooks){b, bmc_jump, bmc_call};
  ExecOptions o = *opt;
  o.hooks = hooks;
  o.searcher = &bmc_searcher;
  if (opt->progress && isatty(2)) fprintf(stderr, "symx bmc: bound %u\n", b->unwind);
  return engine_new(mod, &o, sinks);
}

/* The bound grows: the parked states go on (a loop's iteration begins
 * now), with the work before them kept. */
static void resume_parked(Bmc *b, Executor *ex) {
  for (size_t i = 0; i < b->parked.len; i++) {
    Parked *p = &b->parked.data[i];
    if (p->loop >= 0) state_top(p->s)->loop_iters[p->loop]++;
    search_add(&ex->search, p->s);
  }
  b->parked.len = 0;
  if (ex->opt.progress) fprintf(stderr, "symx bmc: bound %u\n", b->unwind);
}

/* One run: with --unwind K, or (--resume) a bound that grows by resuming
 * the states it stopped. */
static void run_once(const IrModule *mod, const ExecOptions *opt, TestSink *const *sinks, Bmc *b,
                     RunStats *st) {
  ExecHooks hooks;
  Executor *ex = bmc_engine(mod, opt, sinks, b, &hooks);
  for (;;) {
    while (engine_step(ex)) {}
    /* Grow the bound only when nothing but the bound stopped the run. */
    if (!b->parked.len || ex->stopped_by || ex->error_paths || exec_interrupted || b->unwind >= (1u << 30)) break;
    b->unwind *= 2;
    resume_parked(b, ex);
  }
  for (size_t i = 0; i < b->parked.len; i++) exec_cut(ex, b->parked.data[i].s, "bound");
  b->cut += b->parked.len;
  VEC_FREE(b->parked);
  engine_finish(ex, st);
}

/* The runs of a growing bound number their tests on from the last run's,
 * so that no test overwrites another: a sink in front of the driver's. */
static void renumber_path(TestSink *k, const State *s, const Outcome *oc, uint32_t test) {
  Renumber *r = (Renumber *)k;
  if (test) r->last = test + r->offset;
  for (TestSink *const *t = r->to; *t; t++) (*t)->path_ended(*t, s, oc, test ? test + r->offset : 0);
}

static void renumber_run(TestSink *k, const RunCoverage *c) {
  Renumber *r = (Renumber *)k;
  for (TestSink *const *t = r->to; *t; t++)
    if ((*t)->run_ended) (*t)->run_ended(*t, c);
  r->ended_offset = r->offset;
  r->offset = r->last;
}

static void add_counts(RunStats *sum, const RunStats *st) {
  sum->instructions += st->instructions, sum->forks += st->forks, sum->queries += st->queries;
  sum->queries_trivial += st->queries_trivial, sum->queries_order += st->queries_order;
  sum->queries_cached += st->queries_cached, sum->queries_cex += st->queries_cex;
  sum->queries_z3 += st->queries_z3, sum->solver_time += st->solver_time;
}

void bmc_series_init(BmcSeries *ser, TestSink *const *sinks, uint32_t first_test) {
  memset(ser, 0, sizeof *ser);
  ser->rn = (Renumber){{renumber_path, renumber_run}, sinks, first_test, first_test, 0};
  ser->mine[0] = &ser->rn.sink;
}

bool bmc_series_run(BmcSeries *ser, const IrModule *mod, const ExecOptions *opt, Bmc *b, RunStats *st) {
  ExecHooks hooks;
  b->merges = b->cut = b->cut_elsewhere = 0;
  b->cut_loops.len = 0;
  Executor *ex = bmc_engine(mod, opt, ser->mine, b, &hooks);
  while (engine_step(ex)) {}
  /* with a stop_on (symx sv-comp), only the violations it stops on end the
   * growth (stopped_by): other errors (an abort, undefined behaviour) do not */
  bool bug = ex->error_paths > 0 && !opt->stop_on;
  /* a path given up otherwise (a branch the solver could not decide,
   * unsupported): this bound has not checked everything, so no step case
   * may build a proof on it */
  bool lost = ex->incomplete;
  engine_finish(ex, st);
  add_counts(&ser->sum, st);
  ser->merges += b->merges;
  bool only_bound = st->stopped_by && !strcmp(st->stopped_by, "bound") && b->cut && !lost;
  return !bug && !st->complete && only_bound && !exec_interrupted;
}

void bmc_series_finish(BmcSeries *ser, Bmc *b, RunStats *st) {
  const RunStats *sum = &ser->sum;
  b->merges = ser->merges;
  st->instructions = sum->instructions, st->forks = sum->forks, st->queries = sum->queries;
  st->queries_trivial = sum->queries_trivial, st->queries_order = sum->queries_order;
  st->queries_cached = sum->queries_cached, st->queries_cex = sum->queries_cex;
  st->queries_z3 = sum->queries_z3, st->solver_time = sum->solver_time;
}

/* A growing bound, each K a new run from the start (the default): every
 * run merges all the paths up to its bound in the unrolled program's order. */
static void run_restarting(const IrModule *mod, const ExecOptions *opt, BmcSeries *ser, Bmc *b, RunStats *st) {
  for (;;) {
    if (!bmc_series_run(ser, mod, opt, b, st) || b->unwind >= (1u << 30)) break;
    if (opt->max_time > 0 && util_now() - opt->start >= opt->max_time) break;
    b->unwind *= 2;
  }
  bmc_series_finish(ser, b, st);
}

void bmc_result_free(BmcResult *res) {
  for (uint32_t i = 0; i < res->ninvariants; i++) free(res->invariants[i].expr);
  free(res->invariants);
  res->invariants = NULL, res->ninvariants = 0;
}

void bmc_run(const IrModule *mod, const ExecOptions *opt, TestSink *const *sinks, const BmcOptions *bo,
             RunStats *st, BmcResult *res) {
  memset(res, 0, sizeof *res);
  if (bo->k_induction || bo->summaries_only) {
    kind_run(mod, opt, sinks, bo, st, res);
    return;
  }
  bool grow = bo->unwind == 0;
  Bmc b = {.unwind = grow ? 1 : bo->unwind, .merge = !bo->no_merge, .grow = grow && bo->resume};
  BmcSeries ser;
  bmc_series_init(&ser, sinks, bo->first_test);
  if (grow && !bo->resume) run_restarting(mod, opt, &ser, &b, st);
  else run_once(mod, opt, ser.mine, &b, st);
  if (st->goal_test) st->goal_test += ser.rn.ended_offset; /* the engine numbered it in its own run */
  res->bound = b.unwind;
  res->merges = b.merges;
  res->unwinding_failed = b.cut;
  VEC_FREE(b.cut_loops);
}
