/* bmc: `symx bmc`, bounded model checking on the engine (issue 14).
 *
 * The same interpreter, memory model and error checks as `symx run`, with
 * three things added through the engine's seams (exec.h's ExecHooks, a
 * searcher of its own):
 *  - unwinding: each loop of each frame begins at most K iterations (an
 *    iteration begins on an edge from the loop's header into its body; its
 *    header block thus runs at most K + 1 times per entry), and a function
 *    has at most K + 1 frames on the stack. A path that would go further is
 *    a failed unwinding assertion: its state is feasible there (it has a
 *    model), so the bound does not cover every execution; the path is cut
 *    and the run is incomplete (stopped_by "bound").
 *  - state merging: states are run in the order of the unrolled program
 *    (frame by frame: the enclosing loops' headers and iteration counts,
 *    then the block's reverse-postorder number), a state yields at each
 *    jump while a state behind it waits, and a state arriving where a
 *    waiting state is (same stack, instruction, enclosing iteration counts)
 *    is merged into it (engine/merge.h), so the paths up to the bound
 *    become one state per program point, as in CBMC's symbolic execution.
 *  - the bound: --unwind K, or 1, 2, 4, ... until the run is complete, an
 *    error is found (with ExecOptions.stop_on, as symx sv-comp runs it: a
 *    path that ends so; other errors do not stop it), or the time is up: each K a new run from the start, so
 *    that all paths up to it merge in order; with --resume one run, whose
 *    states a bound stops are parked (not cut) and go on when it doubles
 *    (nothing below the old bound explored again, but paths that ended
 *    below it no longer merge with those that go on).
 * A run with no cut path and no unsupported one is a proof up to no bound
 * at all: every execution was explored (complete: true).
 * With k_induction (kind.c), a step case beside each bound proves programs
 * whose loop no bound covers (complete: true, kind_k > 0). */
#ifndef SYMX_CLI_BMC_H
#define SYMX_CLI_BMC_H

#include "engine/exec.h"
#include "out/formats.h"

typedef struct BmcOptions {
  uint32_t unwind;      /* K; 0: grow it 1, 2, 4, ... */
  bool no_merge;        /* --no-merge: unwinding only (for measurements) */
  bool resume;          /* --resume: a growing bound goes on from the states it
                           stopped instead of starting again */
  uint32_t first_test;  /* tests are numbered on from it (symx sv-comp: after the
                           tests of the engines that ran before) */
  bool k_induction;     /* --k-induction: a step case beside each bound (kind.c) */
  bool no_invariants;   /* --no-invariants: its step case assumes no invariants (for measurements) */
  bool summaries_only;  /* recursion summaries (rec.c) and nothing else: symx sv-comp's stage */
  bool no_summaries;    /* k-induction without them (symx sv-comp: its summaries stage ran) */
} BmcOptions;

typedef struct BmcResult {
  uint32_t bound;       /* the last K tried */
  uint64_t merges;      /* states merged into another */
  uint64_t unwinding_failed; /* paths cut by the bound (the final K) */
  uint32_t kind_k;      /* k-induction: the k whose step case held (a proof), or 0 */
  uint32_t rec_functions; /* k-induction: recursive functions whose summaries made the proof (rec.c), or 0 */
  const char *kind_step, *kind_why; /* k-induction: summary's "step" and "why" (static), or NULL */
  char *kind_json;      /* k-induction: summary.json's "k_induction" object (the caller free()s
                           it): step, k, the invariants used, why a step case proved nothing */
  WitnessInvariant *invariants; /* k-induction's proof: the invariants it used that C can say, per
                           loop (bmc_result_free) */
  uint32_t ninvariants;
} BmcResult;

/* Frees res->invariants. */
void bmc_result_free(BmcResult *res);

/* Runs bmc on mod's main: every ended path to the sinks, as exec_run. */
void bmc_run(const IrModule *mod, const ExecOptions *opt, TestSink *const *sinks, const BmcOptions *bo,
             RunStats *st, BmcResult *res);

#endif
