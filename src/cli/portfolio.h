/* portfolio: symx sv-comp's engines, one after the other within its one time
 * limit (issue 14). Each stage explores the task with the same options and
 * writes into the same output (tests numbered on, one violation witness):
 *  - exploration: symbolic execution (exec_run), which finds violations
 *    fast and proves the task when it explores every path;
 *  - bmc: bounded model checking (bmc_run) with a bound that grows 1, 2,
 *    4, ...; a proof only when no unwinding assertion fails (no path cut
 *    by the bound) and none ended unsupported.
 * The run stops at the first stage that writes a violating test or ends
 * complete with no path unsupported (and no object left un-symbolic): the
 * stage that answered. A stage gets a share of the time left when it begins
 * (the last one all of it); the table portfolio_stages says which and in
 * what order, so that another engine (k-induction) is one more row. */
#ifndef SYMX_CLI_PORTFOLIO_H
#define SYMX_CLI_PORTFOLIO_H

#include "cli/bmc.h"
#include "out/out.h"

typedef struct PortfolioStage {
  const char *name;     /* "exploration", "bmc", "k-induction": `--engines` and "answered by NAME" */
  double share;         /* of the time left when it begins; the last stage run gets it all */
  bool bmc;             /* false: symbolic execution; true: bmc_run with bmc_options */
  BmcOptions bmc_options;
} PortfolioStage;

extern const PortfolioStage portfolio_stages[];
extern const unsigned portfolio_nstages;

/* The time limit the shares divide when the run has none: SV-COMP's. */
enum { PORTFOLIO_DEFAULT_BUDGET = 900 };

typedef struct PortfolioResult {
  int answered;         /* index in portfolio_stages of the stage that answered; -1: none */
  bool proved;          /* it answered with a complete run (no violation) */
  RunStats st;          /* the answering stage's statistics, else the last stage's */
  BmcResult bmc;        /* the last bmc stage's bound and merges */
  char summary[600];    /* what each stage did: "exploration: max-time; bmc: bound 64, ..." */
} PortfolioResult;

/* The bit set of the stages named in list, comma-separated
 * ("exploration,bmc"); 0 when a name is none of theirs. */
unsigned portfolio_parse(const char *list);

/* Runs the stages of `stages` (bits of portfolio_stages) in order on mod
 * with eo (its max_time, from eo->start, is the whole run's) into out. */
void portfolio_run(const IrModule *mod, const ExecOptions *eo, Output *out, unsigned stages, PortfolioResult *res);

#endif
