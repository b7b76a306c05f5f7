/* main: the command line. `symx run [options] FILE...` and helpers. */
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "engine/exec.h"
#include "front/front.h"
#include "cli/replay.h"
#include "cli/show.h"
#include "out/formats.h"
#include "cli/load.h"
#include "cli/svcomp.h"
#include "engine/posix.h"
#include "cli/property.h"
#include "front/cflags.h"

static const char usage[] =
    "usage: symx run [options] FILE...     explore every feasible path of main\n"
    "       symx dump-ir [options] FILE... print symx's IR of the program\n"
    "       symx replay TEST|DIR FILE...   run tests natively, compare outcomes (replay --help)\n"
    "       symx show [--uncovered] DIR|TEST  print a run's results (show --help)\n"
    "       symx sv-comp --property P.prp TASK.c   SV-COMP verdict (sv-comp --help)\n"
    "       symx --version | --help\n"
    "\n"
    "FILE: C sources (.c, .i) or LLVM (.bc, .ll)\n"
    "options:\n"
    "  -o DIR                  output directory (default: a new symx-out-N)\n"
    "  --max-time S            stop after S seconds (the run is then incomplete)\n"
    "  --max-solver-time S     time limit of one solver query (default 10)\n"
    "  --max-instructions N    stop after N instructions\n"
    "  --check-overflow        report signed overflow of + - * and over-wide shifts\n"
    "  --data-model ILP32|LP64 compile for 32-bit (i386: int, long, pointers 32-bit) or\n"
    "                          64-bit x86 (default LP64)\n"
    "  --search dfs|bfs|random-state|random-path|covnew|default\n"
    "                          exploration order (default: covnew and random-path in turn)\n"
    "  --seed N                seed of every random choice (default 0)\n"
    "  --max-depth N           forks along one path; beyond, a path follows one side\n"
    "  --max-tests N           stop after writing N tests\n"
    "  --stop-on-error         stop at the first error found\n"
    "  --max-memory MB         over MB resident: no more forks; over 1.5 x MB: stop\n"
    "  --quiet                 no progress line on stderr (shown only on a terminal)\n"
    "  --replay                afterwards replay every test natively (as symx replay)\n"
    "  --test-comp             also write test-suite/ in the Test-Comp format\n"
    "  --property FILE.prp     with --test-comp: the Test-Comp property, coverage-branches\n"
    "                          (the default) or coverage-error (stops at the first test\n"
    "                          that calls reach_error)\n"
    "  --sym-args MIN MAX N    main gets MIN..MAX symbolic arguments of up to N chars\n"
    "  --sym-arg N             main gets one symbolic argument of up to N chars\n"
    "  --sym-stdin N           standard input is N symbolic bytes\n"
    "  --log-queries FILE      write every query given to Z3 to FILE as SMT-LIB 2\n"
    "  -I DIR, -D NAME[=VAL], -U NAME, -std=STD, -include FILE   passed to clang\n"
    "  -w, -W..., -m..., -f...   passed to clang too (not those that change what symx\n"
    "                          analyses: -m32, -O..., -fsanitize=..., ...)\n";

static void on_signal(int sig) {
  (void)sig;
  exec_interrupted = 1;
}

static int bad_usage(const char *fmt, const char *arg) {
  fputs("symx: ", stderr);
  fprintf(stderr, fmt, arg);
  fputs(" (see symx --help)\n", stderr);
  return 2;
}

static bool parse_u64(const char *s, uint64_t *out) {
  char *end;
  errno = 0;
  unsigned long long v = strtoull(s, &end, 10);
  if (!*s || *end || errno || *s == '-') return false;
  *out = v;
  return true;
}

typedef struct Args {
  const char *outdir;
  ExecOptions exec;
  VEC(const char *) inputs;
  VEC(const char *) cflags;
  bool replay;
  bool test_comp;
  bool ilp32;               /* --data-model ILP32 */
  const char *property;     /* --property FILE */
  const char *query_log;    /* --log-queries FILE */
} Args;

/* Parses options after the subcommand; returns 0 or 2. */
static int parse_args(int argc, char **argv, Args *a) {
  a->exec.max_solver_time = 10;
  a->exec.search = SEARCH_DEFAULT;
  a->exec.progress = true;
  for (int i = 0; i < argc; i++) {
    const char *s = argv[i];
    const char *next = i + 1 < argc ? argv[i + 1] : NULL;
#define NEED_VALUE()                                                            \
  do {                                                                          \
    if (!next) return bad_usage("option %s needs a value", s);                  \
    i++;                                                                        \
  } while (0)
    if (!strcmp(s, "-o") || !strcmp(s, "--output")) {
      NEED_VALUE();
      a->outdir = next;
    } else if (!strcmp(s, "--max-time")) {
      NEED_VALUE();
      if (!util_parse_nonneg(next, &a->exec.max_time)) return bad_usage("bad --max-time value '%s'", next);
    } else if (!strcmp(s, "--max-solver-time")) {
      NEED_VALUE();
      if (!util_parse_nonneg(next, &a->exec.max_solver_time))
        return bad_usage("bad --max-solver-time value '%s'", next);
    } else if (!strcmp(s, "--max-instructions")) {
      NEED_VALUE();
      if (!parse_u64(next, &a->exec.max_instructions))
        return bad_usage("bad --max-instructions value '%s'", next);
    } else if (!strcmp(s, "--data-model")) {
      NEED_VALUE();
      if (strcmp(next, "ILP32") != 0 && strcmp(next, "LP64") != 0)
        return bad_usage("--data-model must be ILP32 or LP64, not '%s'", next);
      a->ilp32 = !strcmp(next, "ILP32");
    } else if (!strcmp(s, "--replay")) {
      a->replay = true;
    } else if (!strcmp(s, "--test-comp")) {
      a->test_comp = true;
    } else if (!strcmp(s, "--property")) {
      NEED_VALUE();
      a->property = next;
    } else if (!strcmp(s, "--log-queries")) {
      NEED_VALUE();
      a->query_log = next;
    } else if (!strcmp(s, "--sym-stdin")) {
      NEED_VALUE();
      uint64_t v;
      if (!parse_u64(next, &v) || v > (1u << 20)) return bad_usage("bad --sym-stdin value '%s'", next);
      posix_config.sym_stdin = true;
      posix_config.stdin_size = (uint32_t)v;
    } else if (!strcmp(s, "--sym-arg") || !strcmp(s, "--sym-args")) {
      int nv = !strcmp(s, "--sym-arg") ? 1 : 3;
      uint64_t v[3];
      if (i + nv >= argc) return bad_usage("option %s needs more values", s);
      for (int k = 0; k < nv; k++)
        if (!parse_u64(argv[i + 1 + k], &v[k]) || v[k] > 1024)
          return bad_usage("bad value '%s' (0..1024)", argv[i + 1 + k]);
      i += nv;
      if (nv == 1) v[2] = v[0], v[0] = v[1] = 1;
      if (v[0] > v[1] || posix_config.sym_args) return bad_usage("%s: MIN > MAX, or given twice", s);
      posix_config.sym_args = true;
      posix_config.min = (uint32_t)v[0], posix_config.max = (uint32_t)v[1], posix_config.len = (uint32_t)v[2];
    } else if (!strcmp(s, "--check-overflow")) {
      a->exec.check_overflow = true;
    } else if (!strcmp(s, "--search")) {
      NEED_VALUE();
      if (!search_parse(next, &a->exec.search)) return bad_usage("unknown search strategy '%s'", next);
    } else if (!strcmp(s, "--max-depth")) {
      NEED_VALUE();
      uint64_t v;
      if (!parse_u64(next, &v) || v > UINT32_MAX) return bad_usage("bad --max-depth value '%s'", next);
      a->exec.max_depth = (uint32_t)v;
    } else if (!strcmp(s, "--max-tests")) {
      NEED_VALUE();
      if (!parse_u64(next, &a->exec.max_tests)) return bad_usage("bad --max-tests value '%s'", next);
    } else if (!strcmp(s, "--max-memory")) {
      NEED_VALUE();
      if (!util_parse_nonneg(next, &a->exec.max_memory_mb)) return bad_usage("bad --max-memory value '%s'", next);
    } else if (!strcmp(s, "--stop-on-error")) {
      a->exec.stop_on_error = true;
    } else if (!strcmp(s, "--quiet") || !strcmp(s, "-q")) {
      a->exec.progress = false;
    } else if (!strcmp(s, "--seed")) {
      NEED_VALUE();
      if (!parse_u64(next, &a->exec.seed)) return bad_usage("bad --seed value '%s'", next);
    } else if (!strcmp(s, "-I") || !strcmp(s, "-D") || !strcmp(s, "-U") || !strcmp(s, "-include")) {
      NEED_VALUE();
      VEC_PUSH(a->cflags, s);
      VEC_PUSH(a->cflags, next);
    } else if (!strncmp(s, "-I", 2) || !strncmp(s, "-D", 2) || !strncmp(s, "-U", 2) ||
               !strncmp(s, "-std=", 5)) {
      VEC_PUSH(a->cflags, s);
    } else if (cflags_is_passthrough(s)) {
      const char *why = cflags_refusal(s);
      if (why) {
        fprintf(stderr, "symx: %s cannot be used: %s\n", s, why);
        return 2;
      }
      VEC_PUSH(a->cflags, s);
    } else if (s[0] == '-' && s[1]) {
      return bad_usage("unknown option '%s'", s);
    } else {
      VEC_PUSH(a->inputs, s);
    }
#undef NEED_VALUE
  }
  if (!a->inputs.len) return bad_usage("%s", "no input file");
  return 0;
}

static int load(Args *a, IrModule **mod) {
  return symx_load(a->inputs.data, (int)a->inputs.len, a->cflags.data, (int)a->cflags.len, a->ilp32,
                   a->exec.max_time > 0 ? a->exec.start + a->exec.max_time : 0, mod);
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

static int cmd_run(int argc, char **argv) {
  Args a;
  memset(&a, 0, sizeof a);
  int rc = parse_args(argc, argv, &a);
  if (rc) return rc;
  Property prop = {0};
  if (a.property && (rc = testcomp_property(&a, &prop))) {
    VEC_FREE(a.inputs);
    VEC_FREE(a.cflags);
    return rc;
  }
  if (prop.kind == PROP_COVER_ERROR) a.exec.goal = prop.goal;
  IrModule *mod = NULL;
  a.exec.start = util_now(); /* the budgets count compilation too */
  catch_signals();
  rc = load(&a, &mod);
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
  format_config.programs = a.inputs.data;
  format_config.nprograms = (int)a.inputs.len;
  format_config.test_comp = a.test_comp;
  format_config.architecture = a.ilp32 ? "32bit" : "64bit";
  if (a.property) format_config.specification = prop.text;
  RunStats st;
  TestSink *sinks[] = {out_sink(&out), NULL};
  exec_run(mod, &a.exec, sinks, &st);
  if (a.exec.query_log && fclose(a.exec.query_log) != 0)
    fprintf(stderr, "symx: cannot write %s: %s\n", a.query_log, strerror(errno));
  out_print_human(&out, &st, stdout);
  if (a.replay) replay_after_run(&out, a.inputs.data, (int)a.inputs.len, a.cflags.data, (int)a.cflags.len);
  out_write_summary(&out, &st);
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
  int rc = parse_args(argc, argv, &a);
  if (rc) return rc;
  IrModule *mod = NULL;
  rc = load(&a, &mod);
  if (rc) return rc;
  for (uint32_t i = 0; i < mod->nfuncs; i++)
    if (mod->funcs[i].defined && !mod->funcs[i].is_model) ir_dump_function(stdout, mod, &mod->funcs[i]);
  ir_module_free(mod);
  VEC_FREE(a.inputs);
  VEC_FREE(a.cflags);
  return 0;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fputs(usage, stderr);
    return 2;
  }
  const char *cmd = argv[1];
  if (!strcmp(cmd, "--help") || !strcmp(cmd, "-h") || !strcmp(cmd, "help")) {
    fputs(usage, stdout);
    return 0;
  }
  if (!strcmp(cmd, "--version")) {
    puts("symx " SYMX_VERSION);
    return 0;
  }
  if (!strcmp(cmd, "run")) return cmd_run(argc - 2, argv + 2);
  if (!strcmp(cmd, "dump-ir")) return cmd_dump_ir(argc - 2, argv + 2);
  if (!strcmp(cmd, "replay")) return replay_main(argc - 2, argv + 2);
  if (!strcmp(cmd, "show")) return show_main(argc - 2, argv + 2);
  if (!strcmp(cmd, "sv-comp")) return svcomp_main(argc - 2, argv + 2);
  return bad_usage("unknown command '%s'", cmd);
}
