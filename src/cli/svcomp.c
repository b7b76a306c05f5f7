/* svcomp: see svcomp.h.
 *
 *   symx sv-comp --property unreach-call.prp [--data-model ILP32|LP64]
 *                [--max-time S] [-o DIR] task.c
 *
 * Only unreach-call is supported: CHECK( init(main()), LTL(G ! call(reach_error())) ).
 * A call to a function named reach_error (or __VERIFIER_error) is the
 * violation at the call site, even when the task defines the function.
 * abort(), exit() and failed assert()s end a path without violating the
 * property. Every other error (memory errors, signed overflow, division by
 * zero) makes the program's behaviour undefined on that path, and
 * `unsupported` means symx does not know what happens: either denies `true`.
 * Uninitialised stack and malloc memory holds any value (fresh inputs named
 * "uninit"); tasks clang sees reading uninitialised scalar variables are
 * refused (unknown), since symx would read those as 0.
 *
 * Verdicts (the last line of stdout):
 *   VERDICT: false    a test whose path reaches reach_error (witness written)
 *   VERDICT: true     exploration complete, no path ended in any error
 *   VERDICT: unknown  otherwise
 * ILP32 tasks are compiled for i386 and run with 32-bit addresses (addr.h).
 */
#include "cli/svcomp.h"

#include <errno.h>
#include <stddef.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>

#include "cli/load.h"
#include "cli/options.h"
#include "engine/exec.h"
#include "out/formats.h"
#include "engine/posix.h"
#include "cli/property.h"
#include "front/cflags.h"
#include "front/front.h"

static const char svcomp_usage[] =
    "usage: symx sv-comp --property FILE.prp [options] TASK.c|TASK.i\n"
    "checks SV-COMP's unreach-call property; the last line of stdout is\n"
    "VERDICT: true, VERDICT: false (with DIR/witness.graphml) or VERDICT: unknown\n"
    "options:\n";

/* What the command line of `symx sv-comp` sets. */
typedef struct SvcompArgs {
  const char *prop, *outdir;
  bool ilp32, help;
  ExecOptions eo;
  ArgList inputs, cflags;
} SvcompArgs;

static int opt_data_model(void *args, const OptRow *r, char **v) {
  if (strcmp(v[0], "ILP32") != 0 && strcmp(v[0], "LP64") != 0)
    return opt_error("--data-model must be ILP32 or LP64, not '%s'", v[0]);
  ((SvcompArgs *)args)->ilp32 = !strcmp(v[0], "ILP32");
  return 0;
}

static const OptRow svcomp_rows[] = {
    {"--property", OPT_STRING, offsetof(SvcompArgs, prop), "FILE.prp", "the property to check (required)"},
    {"--data-model", OPT_CALL, 0, "ILP32|LP64", "the task's architecture, 32bit or 64bit (default LP64)",
     opt_data_model, 1},
    {"--max-time", OPT_SECONDS, offsetof(SvcompArgs, eo.max_time), "S", "stop after S seconds (unknown)"},
    {"--max-solver-time", OPT_SECONDS, offsetof(SvcompArgs, eo.max_solver_time), "S",
     "time limit of one solver query (default 10)"},
    {"-o|--output", OPT_STRING, offsetof(SvcompArgs, outdir), "DIR", "output directory, witness included"},
    {"-h|--help", OPT_TRUE, offsetof(SvcompArgs, help), NULL, "this text"},
};
static const OptTable svcomp_options = {"symx sv-comp", svcomp_rows, ARRAY_LEN(svcomp_rows)};

static void print_usage(FILE *f) {
  fputs(svcomp_usage, f);
  opt_help(f, &svcomp_options);
  fputs("  -I DIR, -D NAME[=VAL], -U NAME, -std=STD, -w, -W..., -m..., -f...   passed to clang\n", f);
}

static void on_signal(int sig) {
  (void)sig;
  exec_interrupted = 1;
}

static int usage_error(const char *msg, const char *arg) {
  fprintf(stderr, "symx sv-comp: %s%s%s\n", msg, arg ? " " : "", arg ? arg : "");
  print_usage(stderr);
  return 2;
}

static int verdict(const char *v, const char *why) {
  if (why) printf("symx sv-comp: %s\n", why);
  printf("VERDICT: %s\n", v);
  fflush(stdout);
  return 0;
}

/* Reads the property file. Returns 1 when every property in it is
 * unreach-call, 0 when some other property is asked for (why says which),
 * -1 when it cannot be read. *text gets the first property. */
static int read_property(const char *path, char *text, size_t ntext, char *why, size_t nwhy) {
  Property props[8];
  int n = property_read(path, props, 8);
  if (n < 0) return -1;
  if (n == 0) {
    snprintf(why, nwhy, "no property in %s", path);
    return 0;
  }
  snprintf(text, ntext, "%s", props[0].text);
  for (int i = 0; i < n; i++) {
    if (i < 8 && props[i].kind == PROP_UNREACH_CALL) continue;
    snprintf(why, nwhy, "unsupported property '%s': symx sv-comp checks only unreach-call, "
             "CHECK( init(main()), LTL(G ! call(reach_error())) )", i < 8 ? props[i].text : "...");
    return 0;
  }
  return 1;
}

/* Parses the command line into a; returns 0, or 2 after saying why, or -1
 * after --help. */
static int parse_svcomp_args(int argc, char **argv, SvcompArgs *a) {
  memset(a, 0, sizeof *a);
  a->eo.max_solver_time = 10;
  /* covnew and random-path in turn: on tasks whose violation lies behind a
   * long loop, depth-first search stays in the loop (tests/svcomp). */
  a->eo.search = SEARCH_DEFAULT;
  a->eo.check_overflow = true; /* signed overflow is undefined behaviour: no `true` past it */
  int rc = opt_parse(&svcomp_options, argc, argv, a, &a->inputs, &a->cflags);
  if (rc) return rc;
  if (a->help) {
    print_usage(stdout);
    return -1;
  }
  if (!a->prop) return usage_error("--property is required", NULL);
  if (a->inputs.len != 1) return usage_error(a->inputs.len ? "only one task file, got another:" : "no task file",
                                             a->inputs.len ? a->inputs.data[1] : NULL);
  return 0;
}

int svcomp_main(int argc, char **argv) {
  SvcompArgs a;
  int prc = parse_svcomp_args(argc, argv, &a);
  if (prc) {
    VEC_FREE(a.inputs);
    VEC_FREE(a.cflags);
    return prc < 0 ? 0 : prc;
  }
  const char *prop = a.prop, *outdir = a.outdir, *task = a.inputs.data[0];
  bool ilp32 = a.ilp32;
  ExecOptions eo = a.eo;
  ArgList cflags = a.cflags;
  VEC_FREE(a.inputs);
  char ptext[1024], why[1400];
  int pr = read_property(prop, ptext, sizeof ptext, why, sizeof why);
  if (pr < 0) {
    VEC_FREE(cflags);
    fprintf(stderr, "symx sv-comp: cannot read property file %s: %s\n", prop, strerror(errno));
    return 2;
  }
  if (pr == 0) {
    VEC_FREE(cflags);
    return verdict("unknown", why);
  }
  /* symx gives uninitialised locals the value 0 where the task may mean any
   * value: refuse tasks clang sees reading one (a sound, partial check). */
  VEC_PUSH(cflags, "-Werror=uninitialized");
  VEC_PUSH(cflags, "-Werror=conditional-uninitialized");
  const char *inputs[1] = {task};
  IrModule *mod = NULL;
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_signal;
  sigaction(SIGINT, &sa, NULL);
  sigaction(SIGTERM, &sa, NULL);
  eo.start = util_now(); /* --max-time counts compilation too */
  int rc = symx_load(inputs, 1, cflags.data, (int)cflags.len, ilp32,
                     eo.max_time > 0 ? eo.start + eo.max_time : 0, &mod);
  if (rc == FRONT_STOPPED) { /* the deadline or a signal */
    VEC_FREE(cflags);
    return verdict("unknown", "stopped while compiling the task");
  }
  if (rc) {
    VEC_FREE(cflags);
    return verdict("unknown", "the task could not be loaded (see above; with -Werror=uninitialized, "
                              "since symx would read uninitialised variables as 0)");
  }
  if (mod->main_fn < 0 || !mod->funcs[mod->main_fn].defined) {
    ir_module_free(mod);
    VEC_FREE(cflags);
    return verdict("unknown", "the task has no main function");
  }
  /* reach_error is the violation at its call site, whatever its body; the
   * first test reaching it settles `false`, so the run stops there. */
  for (uint32_t i = 0; i < mod->nfuncs; i++) {
    IrFunction *fn = &mod->funcs[i];
    if (!strcmp(fn->name, "reach_error") || !strcmp(fn->name, "__VERIFIER_error")) {
      fn->defined = false;
      fn->builtin = IR_BI_REACH_ERROR;
      if (!eo.goal) eo.goal = fn->name;
    }
  }
  Output out;
  rc = out_open(&out, outdir);
  if (rc) {
    ir_module_free(mod);
    VEC_FREE(cflags);
    return rc;
  }

  out.formats.programs = inputs;
  out.formats.nprograms = 1;
  out.formats.witness = true;
  out.formats.witness_written = false;
  out.formats.specification = ptext;
  out.formats.architecture = ilp32 ? "32bit" : "64bit";
  out.formats.posix = &eo.posix;
  out.check_overflow = true;
  out.ilp32 = ilp32;
  eo.posix.symbolic_uninit = true; /* stack and malloc memory: any value */
  RunStats st;
  TestSink *sinks[] = {out_sink(&out), NULL};
  exec_run(mod, &eo, sinks, &st);
  out_print_human(&out, &st, stdout);
  out_write_summary(&out, &st);

  bool reached = false, other = false;
  const ErrorRecord *first_other = NULL;
  for (size_t i = 0; i < out.errors.len; i++) {
    const ErrorRecord *e = &out.errors.data[i];
    if (e->kind == ERR_REACH_ERROR && e->test) reached = true;
    else if (e->kind != ERR_ABORT && e->kind != ERR_ASSERTION) {
      other = true;
      if (!first_other) first_other = e;
    }
  }
  if (out.write_failures) {
    out_report_write_failures(&out);
    snprintf(why, sizeof why, "the output could not be written (%s)", out.write_error);
    verdict("unknown", why);
  } else if (reached && out.formats.witness_written) {
    printf("symx sv-comp: reach_error is reachable; witness in %s/witness.graphml\n", out.dir);
    verdict("false", NULL);
  } else if (other) {
    snprintf(why, sizeof why, "a path ended in %s at %s:%u (%s): %s", error_kind_names[first_other->kind],
             first_other->file[0] ? first_other->file : "?", first_other->line, first_other->message,
             first_other->kind == ERR_UNSUPPORTED ? "symx cannot tell what follows"
                                                  : "undefined behaviour, so no verdict true");
    verdict("unknown", why);
  } else if (!st.complete || out.has_unsupported) {
    verdict("unknown", "exploration incomplete");
  } else if (st.uninit_skipped) {
    verdict("unknown", "an uninitialised object was too large to make symbolic");
  } else {
    verdict("true", NULL);
  }
  out_close(&out);
  ir_module_free(mod);
  VEC_FREE(cflags);
  return 0;
}
