/* portfolio: see portfolio.h. */
#include "cli/portfolio.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The stages in the order they run. A stage's share is of the time left
 * when it begins; the last stage that runs gets all of it, whatever its
 * share. k-induction (its base case is bmc's, its step cases prove loops
 * no bound covers) is not run for the leak properties: a step case does
 * not know the heap a loop leaves (ir/loopfx refuses loops that allocate,
 * but the code after the loop may still free what came before). The split was chosen
 * on real SV-COMP tasks (README, "SV-COMP"): exploration answers most of
 * what it answers at all within its first seconds. The summaries stage
 * ends at once when main reaches no recursion that it can summarise; where
 * it can, no other engine proves anything (a recursion as deep as an input
 * fails every bound), hence its large share. */
const PortfolioStage portfolio_stages[] = {
    {"exploration", 0.3, false, {0}},
    {"summaries", 0.7, true, {.summaries_only = true}},
    {"bmc", 0.5, true, {0}},
    {"k-induction", 1.0, true, {.k_induction = true, .no_summaries = true}},
};
const unsigned portfolio_nstages = sizeof portfolio_stages / sizeof portfolio_stages[0];

unsigned portfolio_parse(const char *list) {
  unsigned set = 0;
  for (const char *p = list; *p;) {
    size_t n = strcspn(p, ",");
    unsigned i = 0;
    while (i < portfolio_nstages && (strlen(portfolio_stages[i].name) != n || strncmp(p, portfolio_stages[i].name, n)))
      i++;
    if (i == portfolio_nstages) return 0;
    set |= 1u << i;
    p += n + (p[n] == ',');
  }
  return set;
}

/* The deadline (util_now() seconds) of stage i beginning now, 0 for none:
 * its share of the time left, or all of it for the last stage to run. */
static double stage_deadline(const ExecOptions *eo, unsigned i, bool last, double now) {
  double end = eo->max_time > 0 ? eo->start + eo->max_time : 0;
  if (last) return end;
  double left = end ? end - now : PORTFOLIO_DEFAULT_BUDGET;
  return now + portfolio_stages[i].share * left;
}

/* Appends what stage i did to res->summary. */
static void note_stage(PortfolioResult *res, unsigned i, const RunStats *st, bool unsupported, double secs) {
  size_t l = strlen(res->summary);
  const PortfolioStage *sg = &portfolio_stages[i];
  char bound[64] = "";
  if (sg->bmc) snprintf(bound, sizeof bound, ", bound %u", res->bmc.bound);
  snprintf(res->summary + l, sizeof res->summary - l, "%s%s: %.1f s%s, %s%s", l ? "; " : "", sg->name, secs, bound,
           st->complete ? "complete" : st->stopped_by ? st->stopped_by : "incomplete",
           unsupported ? ", a path unsupported" : "");
}

/* In front of the output for bmc's stages: only a violation's test is
 * written (the witness's). Each bound's run ends its paths again, so a test
 * per path end repeats what exploration and the smaller bounds wrote, and
 * one can be large: an uninitialised array of a size from input is written
 * byte by byte (670 MB for SV-COMP's array_tiling_tcpy). The other paths
 * still reach the output without a test, so their errors count. */
typedef struct ViolationsOnly {
  TestSink sink;
  TestSink *to;
  bool (*violation)(const Outcome *oc);
} ViolationsOnly;

static void violations_path(TestSink *k, const State *s, const Outcome *oc, uint32_t test) {
  ViolationsOnly *v = (ViolationsOnly *)k;
  bool keep = test && v->violation && v->violation(oc);
  v->to->path_ended(v->to, keep ? s : NULL, oc, keep ? test : 0);
}

static void violations_run(TestSink *k, const RunCoverage *c) {
  ViolationsOnly *v = (ViolationsOnly *)k;
  if (v->to->run_ended) v->to->run_ended(v->to, c);
}

/* Runs stage i until `deadline`; true when it answered (a violation, or a
 * complete run with nothing unsupported). */
static bool run_stage(const IrModule *mod, const ExecOptions *eo, Output *out, unsigned i, double deadline,
                      PortfolioResult *res) {
  const PortfolioStage *sg = &portfolio_stages[i];
  ExecOptions o = *eo;
  o.max_time = deadline > 0 ? deadline - eo->start : 0;
  out->has_unsupported = false; /* this stage's own: a proof needs none */
  double t0 = util_now();
  TestSink *sinks[] = {out_sink(out), NULL};
  if (sg->bmc) {
    BmcOptions bo = sg->bmc_options;
    bo.first_test = out->ntests;
    ViolationsOnly vo = {{violations_path, violations_run}, sinks[0], out->formats.violation};
    TestSink *filtered[] = {&vo.sink, NULL};
    bmc_run(mod, &o, filtered, &bo, &res->st, &res->bmc);
    free(res->bmc.kind_json); /* (summary.json's k_induction object: not written by sv-comp) */
    res->bmc.kind_json = NULL;
  } else {
    exec_run(mod, &o, sinks, &res->st);
  }
  bool unsupported = out->has_unsupported;
  note_stage(res, i, &res->st, unsupported, util_now() - t0);
  if (out->formats.witness_test) return true;
  res->proved = res->st.complete && !unsupported && !res->st.uninit_skipped;
  return res->proved;
}

void portfolio_run(const IrModule *mod, const ExecOptions *eo, Output *out, unsigned stages, PortfolioResult *res) {
  memset(res, 0, sizeof *res);
  res->answered = -1;
  bool unsupported = false;
  stages &= (1u << portfolio_nstages) - 1;
  for (unsigned i = 0; i < portfolio_nstages; i++) /* no k-induction for the leak properties (above) */
    if ((portfolio_stages[i].bmc_options.k_induction || portfolio_stages[i].bmc_options.summaries_only) && eo->leak)
      stages &= ~(1u << i);
  for (unsigned i = 0; i < portfolio_nstages; i++) {
    if (!(stages >> i & 1u)) continue;
    double now = util_now();
    if (exec_interrupted || (eo->max_time > 0 && now >= eo->start + eo->max_time)) break;
    bool last = !(stages >> (i + 1));
    bool answered = run_stage(mod, eo, out, i, stage_deadline(eo, i, last, now), res);
    unsupported |= out->has_unsupported;
    if (answered) {
      res->answered = (int)i;
      break;
    }
  }
  out->has_unsupported = unsupported;
  if (res->answered >= 0 && portfolio_stages[res->answered].bmc) {
    out->method = res->bmc.kind_k ? "k-induction" : res->bmc.rec_functions ? "recursion-summaries" : "bmc";
    out->rec_functions = res->bmc.rec_functions;
    out->bound = res->bmc.bound;
    out->merged_states = res->bmc.merges;
  }
}
