/* kind: symx bmc --k-induction (issue 14): the driver.
 *
 * For k = 1, 2, 4, ... (or the --unwind K given):
 *  - the base case: symx bmc with bound k (bmc.c), whose errors are the
 *    bugs (with their tests) and which is a proof by itself when no
 *    unwinding assertion fails;
 *  - when unwinding assertions failed only at loops of main (nested or
 *    not, one or several: S), invariants for all of them at once
 *    (kind_cands.c's candidates, Houdini rounds until none drops), then a
 *    step case for each loop L of S (kind_loops.c: the program runs from
 *    its start with the loops of S it meets havocked, L's iterations
 *    1..k assumed, everything from iteration k + 1 on checked). When the
 *    base case finds no error and every step case holds, no execution errs
 *    (the argument is kind_loops.c's). A loop not in S that reaches its
 *    bound in a step case joins S and the step cases run again.
 * Anything a run cannot account for makes it prove nothing: a path cut
 * (a callee's loop, recursion) or unsupported, a budget, a write outside
 * what was havocked, an object made or freed while a havocked loop runs. */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/kind_internal.h"

/* ---- Runs ------------------------------------------------------------------------- */

/* One run of the given mode; true when it proves what it is for (Houdini:
 * its checks are trustworthy; step: the step case for loops[target] holds). */
static bool kind_engine_run(Kind *k, const IrModule *mod, const ExecOptions *opt, KindMode mode, uint32_t kk,
                            double allowance) {
  k->mode = mode, k->k = kk, k->spoiled = NULL, k->fails = 0, k->changed = false;
  k->b.unwind = kk + 1, k->b.grow = false, k->b.merges = k->b.cut = 0;
  k->b.mergeable = kind_mergeable;
  ExecHooks hooks = {k, kind_jump, bmc_call};
  ExecOptions o = *opt;
  o.hooks = &hooks, o.searcher = &bmc_searcher, o.memory = &kind_memory;
  o.stop_on_error = false, o.max_tests = 0, o.goal = NULL, o.progress = false, o.stop_on = NULL;
  o.query_log = NULL;
  /* Houdini: a candidate the solver cannot settle quickly is dropped (a
   * lost guess, never a wrong proof) rather than hold up the round */
  if (mode == MODE_HOUDINI && (o.max_solver_time <= 0 || o.max_solver_time > KIND_HOUDINI_QUERY_S))
    o.max_solver_time = KIND_HOUDINI_QUERY_S;
  /* at most `allowance` seconds from now (within the run's own limit) */
  double used = util_now() - opt->start;
  if (opt->start > 0 && (opt->max_time <= 0 || used + allowance < opt->max_time)) o.max_time = used + allowance;
  TestSink *sinks[] = {&k->sink, NULL};
  RunStats st;
  Executor *ex = engine_new(mod, &o, sinks);
  while (engine_step(ex)) {}
  kind_free_entries(k); /* their expressions are the engine's: before it goes */
  engine_finish(ex, &st);
  return st.complete && !k->spoiled && !k->fails && !exec_interrupted;
}

/* Houdini: rounds of one iteration of every loop of S until no candidate
 * drops; true when the survivors are inductive. When a round cannot be
 * trusted (a cut, say), none survives this time. */
static bool find_invariants(Kind *k, const IrModule *mod, const ExecOptions *opt, uint32_t kk, double until,
                            uint32_t *rounds) {
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

static uint32_t loop_line(const Kind *k, uint32_t loop) {
  const IrCfg *g = k->g;
  return k->mod->locs[k->main->code[g->blocks[g->loops[loop].header].first].loc].line;
}

static char *summary_json(const Kind *k, const char *step, const char *why, uint32_t kk, uint32_t rounds,
                          const char *summaries) {
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  if (!f) return NULL;
  fprintf(f, "{\"k\": %u, \"step\": \"%s\", \"why\": ", kk, step);
  if (why) util_json_string(f, why);
  else fputs("null", f);
  fprintf(f, ", \"loop_line\": %u, \"candidates\": %zu, \"houdini_rounds\": %u, \"loops\": [",
          k->loops.len ? loop_line(k, k->loops.data[0].loop) : 0, k->cands.len, rounds);
  for (uint32_t li = 0; li < k->loops.len; li++) {
    uint32_t line, col;
    kind_loop_head(k, k->loops.data[li].loop, &line, &col);
    fprintf(f, "%s{\"line\": %u, \"column\": %u, \"invariants\": ", li ? ", " : "", line, col);
    kind_cands_json(f, k, li);
    char *c = kind_c_invariant(k, li);
    fputs(", \"c_invariant\": ", f);
    if (c) util_json_string(f, c);
    else fputs("null", f);
    free(c);
    fputc('}', f);
  }
  fputs("], \"invariants\": ", f);
  kind_cands_json(f, k, UINT32_MAX);
  fprintf(f, ", \"summaries\": %s}", summaries ? summaries : "null");
  fclose(f);
  return buf;
}

static void clear_loops(Kind *k) {
  for (size_t i = 0; i < k->loops.len; i++) ir_loop_fx_free(&k->loops.data[i].fx);
  k->loops.len = 0;
  k->cands.len = 0;
  for (uint32_t l = 0; k->index && l < k->g->nloops; l++) k->index[l] = -1;
}

/* Adds loop `loop` of main to S (its effects, its candidates); why
 * k-induction cannot work on it, or NULL. */
static const char *add_loop(Kind *k, uint32_t loop, bool invariants) {
  KindLoop kl = {loop, {0}};
  bool ok = ir_loop_fx(k->mod, k->main, loop, &kl.fx);
  for (uint32_t i = 0; ok && i < kl.fx.carried.len; i++)
    if (k->main->reg_width[kl.fx.carried.data[i]] > 128) ok = false, kl.fx.why = "a loop variable wider than 128 bits";
  if (!ok) {
    const char *why = kl.fx.why;
    ir_loop_fx_free(&kl.fx);
    return why;
  }
  k->index[loop] = (int32_t)k->loops.len;
  VEC_PUSH(k->loops, kl);
  if (invariants) kind_make_candidates(k, (uint32_t)k->loops.len - 1);
  return NULL;
}

/* The proof's invariants for a correctness witness. */
static void witness_invariants(const Kind *k, BmcResult *res) {
  res->invariants = calloc(k->loops.len + 1, sizeof(WitnessInvariant));
  if (!res->invariants) return;
  for (uint32_t li = 0; li < k->loops.len; li++) {
    WitnessInvariant *w = &res->invariants[res->ninvariants];
    w->expr = kind_c_invariant(k, li);
    if (!w->expr) continue;
    kind_loop_head(k, k->loops.data[li].loop, &w->line, &w->col);
    w->function = "main"; /* (the loops of S are main's) */
    res->ninvariants++;
  }
}

/* Is S the set of loops `cut`? */
static bool same_loops(const Kind *k, const uint32_t *cut, size_t n) {
  if (n != k->loops.len) return false;
  for (size_t i = 0; i < n; i++)
    if (k->index[cut[i]] < 0) return false;
  return true;
}

/* Invariants (unless found for this S already) and a step case per loop of
 * S, until `until`; a loop not in S that reaches its bound joins S and the
 * step cases run again. True: proved. */
static bool prove(Kind *k, const IrModule *mod, const ExecOptions *opt, const BmcOptions *bo, uint32_t kk,
                  double until, bool *houdini, uint32_t *rounds) {
  for (;;) {
    k->missing = -1;
    if (!*houdini) *houdini = find_invariants(k, mod, opt, kk, util_now() + (until - util_now()) * 2 / 3, rounds);
    /* Only a complete Houdini round meets every loop that must join S (it
     * runs on past the loops of S, where a step case drops the path at the
     * target's next iteration k + 1): without one (time, an undecided
     * query) the step cases could hold for too small an S (a loop around
     * the target never havocked, its later iterations never checked). */
    if (!*houdini && k->missing < 0) return false; /* (a missing loop joins S below, then Houdini again) */
    bool all = k->missing < 0;
    for (uint32_t li = 0; all && li < k->loops.len; li++) {
      k->target = li;
      all = kind_engine_run(k, mod, opt, MODE_STEP, kk, until - util_now());
    }
    if (all) return true;
    if (k->missing < 0 || util_now() >= until || exec_interrupted) return false;
    const char *why = add_loop(k, (uint32_t)k->missing, !bo->no_invariants);
    if (why) {
      k->spoiled = why;
      return false;
    }
    *houdini = false;
  }
}

/* Summaries of the recursive functions (rec.c) with 3/4 of the time left,
 * or all of it (5 s without a limit); true: they proved the program (*st
 * then says so). */
static bool try_summaries(const IrModule *mod, const ExecOptions *opt, uint32_t kk, bool all, RunStats *st,
                          BmcResult *res, char **json, const char **why) {
  double now = util_now(), left = opt->max_time > 0 ? (opt->start + opt->max_time - now) * (all ? 1 : 0.75) : 5;
  if (left <= 0.05) return false;
  if (opt->progress && isatty(2)) fprintf(stderr, "symx bmc: recursion summaries\n");
  res->rec_functions = rec_prove(mod, opt, kk, now + left, json, why);
  if (!res->rec_functions) return false;
  memset(st, 0, sizeof *st);
  st->complete = true;
  return true;
}

void kind_run(const IrModule *mod, const ExecOptions *opt, TestSink *const *sinks, const BmcOptions *bo,
              RunStats *st, BmcResult *res) {
  Kind k;
  memset(&k, 0, sizeof k);
  k.sink.path_ended = kind_path;
  k.mod = mod, k.main = &mod->funcs[mod->main_fn], k.g = k.main->cfg;
  k.b.merge = !bo->no_merge;
  const char *why = !k.g || !k.g->nloops ? "main has no loop" : k.g->irreducible ? "irreducible control flow in main" : NULL;
  if (!why) {
    k.index = xcalloc(k.g->nloops, sizeof(int32_t));
    clear_loops(&k);
  }
  const char *loop_why = NULL, *last_why = why;
  BmcSeries ser;
  bmc_series_init(&ser, sinks, bo->first_test);
  uint32_t kk = bo->unwind ? bo->unwind : 1, rounds = 0;
  bool houdini = false;
  char *rec_json = NULL;
  const char *rec_why = "nothing summarised";
  double base_time = 0, step_time = 0;
  const char *step = "not-applicable";
  /* recursion: its summaries first (no base case needed when they prove
   * the program; nothing to do without recursive functions) */
  bool by_summaries = !bo->no_summaries && try_summaries(mod, opt, kk, bo->summaries_only, st, res, &rec_json, &rec_why);
  if (by_summaries) last_why = NULL;
  if (bo->summaries_only && !by_summaries) { /* nothing else to do */
    memset(st, 0, sizeof *st);
    bool late = opt->max_time > 0 && util_now() >= opt->start + opt->max_time;
    st->stopped_by = late ? "max-time" : rec_why;
  }
  for (; !by_summaries && !bo->summaries_only;) {
    Bmc base = {.unwind = kk, .merge = !bo->no_merge, .target_fn = k.main};
    double t0 = util_now();
    bool go_on = bmc_series_run(&ser, mod, opt, &base, st);
    base_time += util_now() - t0;
    res->unwinding_failed = base.cut;
    /* The step cases are for the loops of main whose unwinding assertions
     * failed: a base case cut anywhere else (a callee's loop, recursion)
     * has not checked what follows, so no step case can make a proof. */
    last_why = !go_on ? last_why : why ? why : base.cut_elsewhere ? "unwinding assertions fail outside main's loops" : NULL;
    if (go_on && !last_why && !same_loops(&k, base.cut_loops.data, base.cut_loops.len)) {
      clear_loops(&k);
      loop_why = NULL, houdini = false;
      for (size_t i = 0; i < base.cut_loops.len && !loop_why; i++)
        loop_why = add_loop(&k, base.cut_loops.data[i], !bo->no_invariants);
    }
    VEC_FREE(base.cut_loops);
    if (!go_on) break;
    if (!last_why) last_why = loop_why;
    /* the step cases (invariants included) may take as long as the base
     * cases, or a quarter of --max-time (5 s without it) if more: not
     * longer, so that step cases that cannot hold do not starve them */
    double share = opt->max_time > 0 ? opt->max_time / 4 : 5;
    double allowance = (base_time > share ? base_time : share) - step_time;
    if (!last_why && allowance > 0.05) {
      double t1 = util_now();
      if (opt->progress && isatty(2)) fprintf(stderr, "symx bmc: k-induction step cases, k = %u\n", kk);
      bool proved = prove(&k, mod, opt, bo, kk, t1 + allowance, &houdini, &rounds);
      step_time += util_now() - t1;
      if (proved) {
        step = "proved";
        res->kind_k = kk;
        witness_invariants(&k, res);
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
  Bmc sum = {.unwind = kk};
  bmc_series_finish(&ser, &sum, st);
  if (st->goal_test) st->goal_test += ser.rn.ended_offset; /* the engine numbered it in its own run */
  res->bound = kk;
  res->merges = sum.merges;
  if (opt->start > 0) st->time_s = util_now() - opt->start; /* the step cases' time too */
  if (!strcmp(step, "not-applicable") && !last_why) step = "not-needed"; /* bmc alone answered */
  res->kind_json = summary_json(&k, step, last_why, kk, rounds, rec_json);
  free(rec_json);
  res->kind_step = step, res->kind_why = last_why;
  kind_free_entries(&k);
  VEC_FREE(k.entries);
  VEC_FREE(k.cands);
  clear_loops(&k);
  VEC_FREE(k.loops);
  if (k.index) xfree(k.index, k.g->nloops * sizeof(int32_t));
}
