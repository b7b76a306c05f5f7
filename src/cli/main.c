/* main: the command line. `symx run [options] FILE...` and helpers. */
#include <errno.h>
#include <limits.h>
#include <stddef.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "engine/exec.h"
#include "engine/lazy.h"
#include "cli/entry.h"
#include "cli/verify.h"
#include "front/front.h"
#include "cli/replay.h"
#include "cli/show.h"
#include "out/formats.h"
#include "cli/load.h"
#include "ir/cfg.h"
#include "cli/options.h"
#include "cli/svcomp.h"
#include "cli/bmc.h"
#include "engine/posix.h"
#include "cli/property.h"
#include "front/cflags.h"
#include "cc/cc.h"
#include "cli/fuzz.h"

static const char usage_head[] =
    "usage: symx run [options] FILE...     explore every feasible path of main\n"
    "       symx bmc [--unwind K] [options] FILE...  bounded model checking of main\n"
    "       symx dump-ir [options] FILE... print symx's IR of the program\n"
    "       symx replay TEST|DIR FILE...   run tests natively, compare outcomes (replay --help)\n"
    "       symx show [--uncovered] DIR|TEST  print a run's results (show --help)\n"
    "       symx sv-comp --property P.prp TASK.c   SV-COMP verdict (sv-comp --help)\n"
    "       symx cc [-o PROG] FILE...      compile a concolic executable (cc --help)\n"
    "       symx fuzz -o DIR FILE...       SAGE's generational search (fuzz --help)\n"
    "       symx verify [--function F] [-o DIR] FILE...  check functions against their contracts\n"
    "       symx --version | --help\n"
    "\n"
    "FILE: C sources (.c, .i) or LLVM (.bc, .ll)\n"
    "options:\n";
static const char usage_tail[] =
    "  -I DIR, -D NAME[=VAL], -U NAME, -std=STD, -include FILE   passed to clang\n"
    "  -w, -W..., -m..., -f...   passed to clang too (not those that change what symx\n"
    "                          analyses: -m32, -O..., -fsanitize=..., ...)\n";

static void on_signal(int sig) {
  (void)sig;
  exec_interrupted++; /* counted: a second one stops the tests of halted paths too */
}

static int bad_usage(const char *fmt, const char *arg) { return opt_error(fmt, arg); }

typedef struct Args {
  const char *outdir;
  ExecOptions exec;
  ArgList inputs;
  ArgList cflags;
  bool replay;
  bool test_comp;
  bool ilp32;               /* --data-model ILP32 */
  bool keep_branches;       /* --keep-branches, or --test-comp coverage-branches */
  const char *property;     /* --property FILE */
  const char *query_log;    /* --log-queries FILE */
  const char *entry;        /* --entry FUNC */
  const char *lazy_globals[ENTRY_MAX_GLOBALS]; /* --lazy-global NAME, in order */
  uint32_t nlazy_globals;
  bool all_lazy_globals;    /* --lazy-globals */
  BmcOptions bmc;           /* symx bmc's own options */
} Args;

/* ---- symx run's options ------------------------------------------------------ */

static int opt_data_model(void *args, const OptRow *r, char **v) {
  if (strcmp(v[0], "ILP32") != 0 && strcmp(v[0], "LP64") != 0)
    return bad_usage("--data-model must be ILP32 or LP64, not '%s'", v[0]);
  ((Args *)args)->ilp32 = !strcmp(v[0], "ILP32");
  return 0;
}

static int opt_external_calls(void *args, const OptRow *r, char **v) {
  if (strcmp(v[0], "concrete") != 0 && strcmp(v[0], "none") != 0)
    return bad_usage("--external-calls must be none or concrete, not '%s'", v[0]);
  ((Args *)args)->exec.external_calls = !strcmp(v[0], "concrete");
  return 0;
}

static int opt_search(void *args, const OptRow *r, char **v) {
  if (!search_parse(v[0], &((Args *)args)->exec.search)) return bad_usage("unknown search strategy '%s'", v[0]);
  return 0;
}

static int opt_halted_tests(void *args, const OptRow *r, char **v) {
  static const char *const names[] = {"none", "new", "all"}; /* HaltedTests, in order */
  for (size_t i = 0; i < ARRAY_LEN(names); i++)
    if (!strcmp(v[0], names[i])) {
      ((Args *)args)->exec.halted_tests = (HaltedTests)i;
      return 0;
    }
  return bad_usage("unknown --halted-tests '%s' (none, new or all)", v[0]);
}

static int opt_subsumption(void *args, const OptRow *r, char **v) {
  SubsumeMode *m = &((Args *)args)->exec.subsumption;
  if (!strcmp(v[0], "off")) *m = SUBSUME_OFF;
  else if (!strcmp(v[0], "exact")) *m = SUBSUME_EXACT;
  else if (!strcmp(v[0], "abstract")) *m = SUBSUME_ABSTRACT;
  else return bad_usage("unknown --subsumption '%s' (off, exact or abstract)", v[0]);
  return 0;
}

static int opt_lazy_global(void *args, const OptRow *r, char **v) {
  Args *a = args;
  if (a->nlazy_globals == ENTRY_MAX_GLOBALS) return bad_usage("too many --lazy-global options (at most 64; '%s')", v[0]);
  a->lazy_globals[a->nlazy_globals++] = v[0];
  return 0;
}

static int opt_sym_stdin(void *args, const OptRow *r, char **v) {
  char *end;
  errno = 0;
  unsigned long n = strtoul(v[0], &end, 10);
  if (!*v[0] || *end || errno || v[0][0] == '-' || n > (1u << 20)) return bad_usage("bad --sym-stdin value '%s'", v[0]);
  PosixConfig *pc = &((Args *)args)->exec.posix;
  pc->sym_stdin = true;
  pc->stdin_size = (uint32_t)n;
  return 0;
}

/* --sym-files N SIZE */
static int opt_sym_files(void *args, const OptRow *r, char **v) {
  unsigned long x[2];
  for (int k = 0; k < 2; k++) {
    char *end;
    errno = 0;
    x[k] = strtoul(v[k], &end, 10);
    if (!*v[k] || *end || errno || v[k][0] == '-' || x[k] > (k ? 1u << 20 : 26) || (k && !x[k]))
      return bad_usage("bad --sym-files value '%s' (N: 0..26 files, SIZE: 1..1048576 bytes)", v[k]);
  }
  PosixConfig *pc = &((Args *)args)->exec.posix;
  pc->files = (uint32_t)x[0];
  pc->file_size = (uint32_t)x[1];
  return 0;
}

static int opt_sym_env(void *args, const OptRow *r, char **v) {
  char *end;
  errno = 0;
  unsigned long n = strtoul(v[0], &end, 10);
  if (!*v[0] || *end || errno || v[0][0] == '-' || n > 4096) return bad_usage("bad --sym-env value '%s' (0..4096)", v[0]);
  PosixConfig *pc = &((Args *)args)->exec.posix;
  pc->sym_env = true;
  pc->env_len = (uint32_t)n;
  return 0;
}

/* --sym-args MIN MAX N, and --sym-arg N (MIN = MAX = 1). */
static int opt_sym_args(void *args, const OptRow *r, char **v) {
  unsigned long x[3];
  for (int k = 0; k < r->nvals; k++) {
    char *end;
    errno = 0;
    x[k] = strtoul(v[k], &end, 10);
    if (!*v[k] || *end || errno || v[k][0] == '-' || x[k] > 1024) return bad_usage("bad value '%s' (0..1024)", v[k]);
  }
  if (r->nvals == 1) x[2] = x[0], x[0] = x[1] = 1;
  PosixConfig *pc = &((Args *)args)->exec.posix;
  if (x[0] > x[1] || pc->sym_args) return bad_usage("%s: MIN > MAX, or given twice", r->names);
  pc->sym_args = true;
  pc->min = (uint32_t)x[0], pc->max = (uint32_t)x[1], pc->len = (uint32_t)x[2];
  return 0;
}

#define EX(f) offsetof(Args, exec.f)
static const OptRow run_rows[] = {
    {"-o|--output", OPT_STRING, offsetof(Args, outdir), "DIR", "output directory (default: a new symx-out-N)"},
    {"--max-time", OPT_SECONDS, EX(max_time), "S", "stop after S seconds (the run is then incomplete)"},
    {"--max-solver-time", OPT_SECONDS, EX(max_solver_time), "S", "time limit of one solver query (default 10)"},
    {"--max-instructions", OPT_U64, EX(max_instructions), "N", "stop after N instructions"},
    {"--check-overflow", OPT_TRUE, EX(check_overflow), NULL, "report signed overflow of + - * and over-wide shifts"},
    {"--keep-branches", OPT_TRUE, offsetof(Args, keep_branches), NULL,
     "fork at every branch as written (default: a small ?:, &&\nor || value on one line whose arms only compute integers\n"
     "is a select, and not a branch of the coverage; --test-comp\ncoverage-branches implies this)"},
    {"--data-model", OPT_CALL, 0, "ILP32|LP64",
     "compile for 32-bit (i386: int, long, pointers 32-bit) or\n64-bit x86 (default LP64)", opt_data_model, 1},
    {"--search", OPT_CALL, 0, "dfs|bfs|random-state|random-path|covnew|default",
     "exploration order (default: covnew and random-path in turn)", opt_search, 1},
    {"--seed", OPT_U64, EX(seed), "N", "seed of every random choice (default 0)"},
    {"--max-depth", OPT_U32, EX(max_depth), "N", "forks along one path; beyond, a path follows one side"},
    {"--max-tests", OPT_U64, EX(max_tests), "N", "stop after writing N tests"},
    {"--stop-on-error", OPT_TRUE, EX(stop_on_error), NULL, "stop at the first error found"},
    {"--only-new-tests", OPT_TRUE, EX(only_new_tests), NULL,
     "write a test only for a path that ends in an error or took a\nbranch edge (or entered a function) no path before it had"},
    {"--max-memory", OPT_SECONDS, EX(max_memory_mb), "MB", "over MB resident: no more forks; over 1.5 x MB: stop"},
    {"--halted-tests", OPT_CALL, 0, "none|new|all",
     "when a budget (time, instructions, memory) or an interrupt\nstops the run: a test of the path so far of no waiting state,\n"
     "of those that covered a branch edge no path had before (the\ndefault), or of all (which may take long; a second interrupt\n"
     "stops it); their outcome is \"halted\" (not with --entry or\nsymx bmc)", opt_halted_tests, 1},
    {"-q|--quiet", OPT_FALSE, EX(progress), NULL, "no progress line on stderr (shown only on a terminal)"},
    {"--replay", OPT_TRUE, offsetof(Args, replay), NULL, "afterwards replay every test natively (as symx replay)"},
    {"--test-comp", OPT_TRUE, offsetof(Args, test_comp), NULL, "also write test-suite/ in the Test-Comp format"},
    {"--property", OPT_STRING, offsetof(Args, property), "FILE.prp",
     "with --test-comp: the Test-Comp property, coverage-branches\n(the default) or coverage-error (stops at the first test\n"
     "that calls reach_error)"},
    {"--sym-args", OPT_CALL, 0, "MIN MAX N", "main gets MIN..MAX symbolic arguments of up to N chars", opt_sym_args, 3},
    {"--sym-arg", OPT_CALL, 0, "N", "main gets one symbolic argument of up to N chars", opt_sym_args, 1},
    {"--sym-stdin", OPT_CALL, 0, "N", "standard input is N symbolic bytes", opt_sym_stdin, 1},
    {"--sym-files", OPT_CALL, 0, "N SIZE", "files \"A\", \"B\", ... (N of them) of SIZE symbolic bytes:\n"
     "opening one read-only makes the input \"file:A\" ...", opt_sym_files, 2},
    {"--sym-env", OPT_CALL, 0, "N", "each getenv(NAME) is an input \"env:NAME\": unset, or\na value of up to N chars", opt_sym_env, 1},
    {"--external-calls", OPT_CALL, 0, "none|concrete",
     "a C library function symx has no model of: its call is\nunsupported (none, the default), or runs natively with\n"
     "concrete arguments (symbolic ones pinned: the run is\nthen incomplete)", opt_external_calls, 1},
    {"--entry", OPT_STRING, offsetof(Args, entry), "FUNC",
     "explore FUNC instead of main: its parameters are inputs,\npointers initialised lazily (README, Unit-level runs)"},
    {"--lazy-global", OPT_CALL, 0, "NAME", "with --entry: the global pointer variable NAME is an input\n"
     "too, initialised lazily (repeatable)", opt_lazy_global, 1},
    {"--lazy-globals", OPT_TRUE, offsetof(Args, all_lazy_globals), NULL,
     "with --entry: every global pointer variable the program\ndefines (not static, not const) is an input too"},
    {"--max-heap", OPT_U32, EX(max_heap), "N", "with --entry: objects lazy initialisation makes per path\n(default 4; "
     "past them a path ends unsupported)"},
    {"--lazy-array", OPT_U32, EX(lazy_array), "N", "with --entry: elements of the array a pointer to a\nnon-struct "
     "gets; its length is an input of 1..N (default 4)"},
    {"--subsumption", OPT_CALL, 0, "off|exact|abstract",
     "at loop headers, drop a state another one stored there\nsubsumes (exact: the run stays complete; abstract: after\n"
     "the list abstraction, never complete; default off)", opt_subsumption, 1},
    {"--log-queries", OPT_STRING, offsetof(Args, query_log), "FILE", "write every query given to Z3 to FILE as SMT-LIB 2"},
};
#undef EX
static const OptTable run_options = {"symx", run_rows, ARRAY_LEN(run_rows)};

/* symx bmc: run's options and these. */
static const OptRow bmc_rows[] = {
    {"--unwind", OPT_U32, offsetof(Args, bmc.unwind), "K",
     "bmc: each loop begins at most K iterations per entry, each\nfunction has at most K + 1 frames "
     "(default: K = 1, 2, 4, ...\nuntil complete, an error is found, or --max-time)"},
    {"--no-merge", OPT_TRUE, offsetof(Args, bmc.no_merge), NULL, "bmc: do not merge states at join points"},
    {"--k-induction", OPT_TRUE, offsetof(Args, bmc.k_induction), NULL,
     "bmc: beside each bound, a k-induction step case for main's loop:\nwhen it holds, a proof for every iteration count"},
    {"--no-invariants", OPT_TRUE, offsetof(Args, bmc.no_invariants), NULL,
     "bmc --k-induction: no candidate invariants (for measurements)"},
    {"--resume", OPT_TRUE, offsetof(Args, bmc.resume), NULL,
     "bmc, without --unwind: a bound grows by resuming the states it\nstopped, not by starting again"},
};

static void print_usage(FILE *f) {
  fputs(usage_head, f);
  opt_help(f, &run_options);
  fputs(usage_tail, f);
  fputs("symx bmc's options, besides those of run:\n", f);
  OptTable bt = {"symx bmc", bmc_rows, ARRAY_LEN(bmc_rows)};
  opt_help(f, &bt);
}

/* Parses options after the subcommand (bmc: with bmc's own); returns 0 or 2. */
static int parse_args(int argc, char **argv, Args *a, bool bmc) {
  a->exec.max_solver_time = 10;
  a->exec.search = SEARCH_DEFAULT;
  a->exec.progress = true;
  a->exec.max_heap = 4;
  a->exec.lazy_array = 4;
  a->exec.halted_tests = HALTED_NEW;
  OptRow rows[ARRAY_LEN(run_rows) + ARRAY_LEN(bmc_rows)];
  memcpy(rows, run_rows, sizeof run_rows);
  memcpy(rows + ARRAY_LEN(run_rows), bmc_rows, sizeof bmc_rows);
  OptTable bt = {"symx bmc", rows, ARRAY_LEN(rows)};
  int rc = opt_parse(bmc ? &bt : &run_options, argc, argv, a, &a->inputs, &a->cflags);
  if (rc) return rc;
  if (!a->inputs.len) return bad_usage("%s", "no input file");
  return 0;
}

/* The options of the run that change how the program is loaded. */
static unsigned load_flags(const Args *a) {
  return (a->keep_branches ? LOAD_KEEP_BRANCHES : 0) | (a->exec.check_overflow ? LOAD_CHECK_OVERFLOW : 0);
}

static int load(Args *a, IrModule **mod) {
  return symx_load_with(a->inputs.data, (int)a->inputs.len, a->cflags.data, (int)a->cflags.len, a->ilp32,
                        a->exec.max_time > 0 ? a->exec.start + a->exec.max_time : 0, load_flags(a), mod);
}

/* SIGINT and SIGTERM stop the run (and a compilation under way), which then
 * keeps what it found and says it is incomplete. */
static void catch_signals(void) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_signal;
  sigaction(SIGINT, &sa, NULL);
  sigaction(SIGTERM, &sa, NULL);
}

/* --property: the Test-Comp property of a --test-comp run, into *p.
 * Returns 0, or 2 after printing why not. */
static int testcomp_property(const Args *a, Property *p) {
  if (!a->test_comp) return bad_usage("%s", "--property needs --test-comp");
  int n = property_read(a->property, p, 1);
  if (n < 0) {
    fprintf(stderr, "symx: cannot read property file %s: %s\n", a->property, strerror(errno));
    return 2;
  }
  if (n == 1 && (p->kind == PROP_COVER_BRANCHES || p->kind == PROP_COVER_ERROR)) return 0;
  if (n == 0) fprintf(stderr, "symx: no property in %s\n", a->property);
  else if (n > 1) fprintf(stderr, "symx: %s holds %d properties; a Test-Comp run takes one\n", a->property, n);
  else fprintf(stderr, "symx: unsupported property '%s' in %s\n", p->text, a->property);
  fputs("symx run --test-comp supports coverage-branches,\n"
        "  COVER( init(main()), FQL(COVER EDGES(@DECISIONEDGE)) )\n"
        "and coverage-error,\n"
        "  COVER( init(main()), FQL(COVER EDGES(@CALL(reach_error))) )\n",
        stderr);
  return 2;
}

static int cmd_run(int argc, char **argv, bool bmc) {
  Args a;
  memset(&a, 0, sizeof a);
  int rc = parse_args(argc, argv, &a, bmc);
  if (rc) return rc;
  Property prop = {0};
  if (a.property && (rc = testcomp_property(&a, &prop))) {
    VEC_FREE(a.inputs);
    VEC_FREE(a.cflags);
    return rc;
  }
  if (prop.kind == PROP_COVER_ERROR) a.exec.goal = prop.goal;
  else if (a.test_comp) a.keep_branches = true; /* coverage-branches: every branch is a goal */
  IrModule *mod = NULL;
  a.exec.start = util_now(); /* the budgets count compilation too */
  catch_signals();
  Entry entry;
  memset(&entry, 0, sizeof entry);
  entry.fn = a.entry;
  entry.nasked = a.nlazy_globals;
  memcpy(entry.asked, a.lazy_globals, sizeof entry.asked);
  entry.all_globals = a.all_lazy_globals;
  if (!a.entry && (a.nlazy_globals || a.all_lazy_globals))
    return bad_usage("%s", "--lazy-global and --lazy-globals need --entry");
  if (a.entry && bmc) return bad_usage("%s", "--entry is not supported by symx bmc yet (use symx run --entry)");
  /* --entry's tests need a C driver, which its sink writes for ended paths only;
   * symx bmc's waiting states are cut by its bound, not by the budget */
  if (a.entry || bmc) a.exec.halted_tests = HALTED_NONE;
  if (a.entry) {
    if (!a.exec.lazy_array) return bad_usage("%s", "--lazy-array must be at least 1");
    a.exec.memory = &mem_model_lazy;
    rc = entry_load(&entry, a.inputs.data, (int)a.inputs.len, a.cflags.data, (int)a.cflags.len, a.ilp32,
                    a.exec.max_time > 0 ? a.exec.start + a.exec.max_time : 0, load_flags(&a), &mod);
  } else {
    rc = load(&a, &mod);
  }
  if (rc) return rc;
  if (mod->main_fn < 0 || !mod->funcs[mod->main_fn].defined) {
    fprintf(stderr, "symx: the program has no main function\n");
    ir_module_free(mod);
    return 2;
  }
  if (a.query_log && !(a.exec.query_log = fopen(a.query_log, "w"))) {
    fprintf(stderr, "symx: cannot write %s: %s\n", a.query_log, strerror(errno));
    ir_module_free(mod);
    return 2;
  }
  Output out;
  rc = out_open(&out, a.outdir);
  if (rc) {
    ir_module_free(mod);
    return rc;
  }

  out.check_overflow = a.exec.check_overflow;
  out.ilp32 = a.ilp32;
  out.formats.programs = a.inputs.data;
  out.formats.nprograms = (int)a.inputs.len;
  out.formats.test_comp = a.test_comp;
  out.formats.architecture = a.ilp32 ? "32bit" : "64bit";
  out.formats.posix = &a.exec.posix;
  if (a.property) out.formats.specification = prop.text;
  RunStats st;
  out.entry = a.entry;
  TestSink *sinks[] = {out_sink(&out), a.entry ? entry_sink(&entry, &out) : NULL, NULL};
  if (bmc) {
    BmcResult br;
    bmc_run(mod, &a.exec, sinks, &a.bmc, &st, &br);
    out.method = br.rec_functions ? "recursion-summaries" : a.bmc.k_induction ? "k-induction" : "bmc";
    out.bound = br.bound;
    out.merged_states = br.merges;
    out.rec_functions = br.rec_functions;
    out.kind_k = br.kind_k, out.kind_step = br.kind_step, out.kind_why = br.kind_why;
    if (br.kind_json) out.extra_name = "k_induction", out.extra_json = br.kind_json;
    bmc_result_free(&br); /* (summary.json's k_induction object has them) */
  } else {
    exec_run(mod, &a.exec, sinks, &st);
  }
  if (a.exec.query_log && fclose(a.exec.query_log) != 0)
    fprintf(stderr, "symx: cannot write %s: %s\n", a.query_log, strerror(errno));
  out_print_human(&out, &st, stdout);
  if (a.replay) replay_after_run(&out, a.inputs.data, (int)a.inputs.len, a.cflags.data, (int)a.cflags.len);
  out_write_summary(&out, &st);
  free((char *)out.extra_json); /* bmc's k_induction object, or NULL */
  bool bugs = false;
  for (size_t i = 0; i < out.errors.len; i++) bugs |= out.errors.data[i].kind != ERR_UNSUPPORTED;
  int wrc = out_report_write_failures(&out);
  out_close(&out);
  ir_module_free(mod);
  VEC_FREE(a.inputs);
  VEC_FREE(a.cflags);
  return wrc ? wrc : bugs ? 1 : st.complete ? 0 : 3;
}

static int cmd_dump_ir(int argc, char **argv) {
  Args a;
  memset(&a, 0, sizeof a);
  int rc = parse_args(argc, argv, &a, false);
  if (rc) return rc;
  IrModule *mod = NULL;
  rc = load(&a, &mod);
  if (rc) return rc;
  ir_types_dump(stdout, &mod->types);
  ir_ctypes_dump(stdout, &mod->ctypes);
  for (uint32_t i = 0; i < mod->nfuncs; i++)
    if (mod->funcs[i].defined && !mod->funcs[i].is_model) {
      ir_dump_function(stdout, mod, &mod->funcs[i]);
      ir_cfg_dump(stdout, mod->funcs[i].cfg);
    }
  ir_module_free(mod);
  VEC_FREE(a.inputs);
  VEC_FREE(a.cflags);
  return 0;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    print_usage(stderr);
    return 2;
  }
  const char *cmd = argv[1];
  if (!strcmp(cmd, "--help") || !strcmp(cmd, "-h") || !strcmp(cmd, "help")) {
    print_usage(stdout);
    return 0;
  }
  if (!strcmp(cmd, "--version")) {
    puts("symx " SYMX_VERSION);
    return 0;
  }
  if (!strcmp(cmd, "run")) return cmd_run(argc - 2, argv + 2, false);
  if (!strcmp(cmd, "bmc")) return cmd_run(argc - 2, argv + 2, true);
  if (!strcmp(cmd, "dump-ir")) return cmd_dump_ir(argc - 2, argv + 2);
  if (!strcmp(cmd, "replay")) return replay_main(argc - 2, argv + 2);
  if (!strcmp(cmd, "show")) return show_main(argc - 2, argv + 2);
  if (!strcmp(cmd, "sv-comp")) return svcomp_main(argc - 2, argv + 2);
  if (!strcmp(cmd, "cc")) return cc_main(argc - 2, argv + 2);
  if (!strcmp(cmd, "fuzz")) return fuzz_main(argc - 2, argv + 2);
  if (!strcmp(cmd, "verify")) return verify_main(argc - 2, argv + 2);
  return bad_usage("unknown command '%s'", cmd);
}
