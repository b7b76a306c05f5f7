/* bmc_internal: what bmc.c shares with kind.c (symx bmc --k-induction):
 * the driver's state, its hooks and searcher, and a series of runs with a
 * growing bound whose tests are numbered on from run to run. */
#ifndef SYMX_CLI_BMC_INTERNAL_H
#define SYMX_CLI_BMC_INTERNAL_H

#include "cli/bmc.h"
#include "ir/cfg.h"

/* A state stopped by the bound, kept to go on when the bound grows: at the
 * jump into the body of loop `loop` of its top frame (its iteration not
 * counted yet), or, loop -1, at a call it has not made. */
typedef struct Parked {
  State *s;
  int32_t loop;
} Parked;

typedef struct Bmc {
  uint32_t unwind;
  bool merge;
  bool grow;            /* park the states the bound stops instead of cutting them */
  uint64_t merges, cut;
  VEC(Parked) parked;
  /* k-induction's base case (target_fn: main): the loops of main's frame
   * (nested or not) whose unwinding assertions failed, and how many cuts
   * were anywhere else (a callee's loop, recursion). */
  const IrFunction *target_fn;
  VEC(uint32_t) cut_loops;
  uint64_t cut_elsewhere;
  /* When set, two states merge only if it says so too (k-induction: the
   * same phase and loop records). */
  bool (*mergeable)(const struct Bmc *b, const State *waiting, const State *s);
} Bmc;

/* Is block `block` in loop `loop` (or a loop inside it)? */
bool bmc_in_loop(const IrCfg *g, int32_t loop, uint32_t block);
/* The hooks (ctx: the Bmc) and the searcher of the unrolled program's order. */
HookAction bmc_jump(void *ctx, Executor *ex, State *s, uint32_t from);
HookAction bmc_call(void *ctx, Executor *ex, State *s, const IrFunction *callee);
/* bmc_jump's second half (s counted already): merge s into a waiting state
 * at its position, let the states behind it go first, or go on. */
HookAction bmc_merge(Bmc *b, Executor *ex, State *s);
extern const SearcherOps bmc_searcher;

/* The runs of a growing bound number their tests on from the last run's
 * (the first from BmcOptions.first_test), so that no test overwrites
 * another: a sink in front of the driver's. */
typedef struct Renumber {
  TestSink sink;
  TestSink *const *to;
  uint32_t offset, last;
  uint32_t ended_offset; /* the offset of the run that ended last */
} Renumber;

typedef struct BmcSeries {
  Renumber rn;
  TestSink *mine[2];
  RunStats sum;
  uint64_t merges;
} BmcSeries;

/* Tests numbered on from first_test. */
void bmc_series_init(BmcSeries *ser, TestSink *const *sinks, uint32_t first_test);
/* One run from the start with bound b->unwind (cut, not parked); true when
 * only the bound stopped it (no error, not complete, no budget). */
bool bmc_series_run(BmcSeries *ser, const IrModule *mod, const ExecOptions *opt, Bmc *b, RunStats *st);
/* The series' counts summed into st, its merges into b. */
void bmc_series_finish(BmcSeries *ser, Bmc *b, RunStats *st);

/* Summaries of the recursive functions reachable from main, proved by
 * induction over the call depth, then main's run with them (rec.c), until
 * `until`: the number of functions summarised when that run is a proof
 * (no error, complete), else 0. *json: the summaries found (malloc()ed,
 * the caller free()s it), or NULL. *why: when that run is no proof, why
 * (a constant string: no recursive function, why the first component
 * tried has no summary, or that main's run with them is no proof). */
uint32_t rec_prove(const IrModule *mod, const ExecOptions *opt, uint32_t unwind, double until, char **json,
                   const char **why);

/* symx bmc --k-induction (kind.c). */
void kind_run(const IrModule *mod, const ExecOptions *opt, TestSink *const *sinks, const BmcOptions *bo,
              RunStats *st, BmcResult *res);

#endif
