/* svcomp: see svcomp.h.
 *
 *   symx sv-comp --property P.prp [--data-model ILP32|LP64]
 *                [--max-time S] [-o DIR] task.c
 *
 * Properties (README, "SV-COMP", says what each means for symx):
 *  - unreach-call: a call to reach_error (or __VERIFIER_error) is the
 *    violation at the call site, even when the task defines the function;
 *  - valid-memsafety: valid-deref (out-of-bounds, null dereference, use
 *    after free or out of scope), valid-free (double or invalid free),
 *    valid-memtrack (a heap block unreachable at the program's end, leak.c);
 *  - valid-memcleanup: a heap block still allocated at the program's end;
 *  - no-overflow: a signed +, -, *, /, % or unary minus out of range.
 * abort(), exit() and failed assert()s end a path without violating the
 * property (so does reach_error for the other properties), except that for
 * valid-memcleanup a block still allocated at an abort was never freed
 * (Outcome.heap_left). Every other
 * error makes the program's behaviour undefined on that path, and
 * `unsupported` means symx does not know what happens: either denies `true`.
 * Uninitialised stack and malloc memory holds any value (fresh inputs named
 * "uninit").
 *
 * Verdicts (the last line of stdout):
 *   VERDICT: false    a test whose path reaches reach_error (witness written)
 *   VERDICT: false(P) a test whose path violates sub-property P (valid-free,
 *                     valid-deref, valid-memtrack, valid-memcleanup, no-overflow)
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
#include "cli/portfolio.h"
#include "cli/property.h"
#include "front/cflags.h"
#include "front/front.h"
#include "engine/leak.h"

static const char svcomp_usage[] =
    "usage: symx sv-comp --property FILE.prp [options] TASK.c|TASK.i\n"
    "checks SV-COMP's unreach-call, valid-memsafety (valid-free, valid-deref,\n"
    "valid-memtrack), valid-memcleanup or no-overflow; the last line of stdout is\n"
    "VERDICT: true, VERDICT: false (unreach-call) or false(SUBPROPERTY), with\n"
    "DIR/witness.graphml and DIR/witness.yml, or VERDICT: unknown\n"
    "options:\n";

/* What the command line of `symx sv-comp` sets. */
typedef struct SvcompArgs {
  const char *prop, *outdir, *engines;
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
    {"--engines", OPT_STRING, offsetof(SvcompArgs, engines), "LIST",
     "the engines to run in turn, comma-separated, of\nexploration (symbolic execution), summaries (of recursive\nfunctions), bmc and k-induction (default: all)"},
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

/* The properties asked for: a bit per PropertyKind. SV-COMP asks for
 * unreach-call, no-overflow and valid-memcleanup alone, and for valid-free,
 * valid-deref and valid-memtrack together (valid-memsafety). */
static unsigned want;
#define WANTS(k) ((want >> (k)) & 1u)

/* Reads the property file into `want` and the witness's specification text
 * (the properties, one a line). Returns 1 when symx checks them, 0 when not
 * (why says which), -1 when the file cannot be read. */
static int read_property(const char *path, char *text, size_t ntext, char *why, size_t nwhy) {
  Property props[8];
  int n = property_read(path, props, 8);
  if (n < 0) return -1;
  want = 0;
  text[0] = 0;
  if (n == 0) {
    snprintf(why, nwhy, "no property in %s", path);
    return 0;
  }
  for (int i = 0; i < n; i++) {
    if (i >= 8 || !props[i].name) {
      snprintf(why, nwhy, "unsupported property '%s': symx sv-comp checks unreach-call, valid-memsafety "
               "(valid-free, valid-deref, valid-memtrack), valid-memcleanup and no-overflow",
               i < 8 ? props[i].text : "...");
      return 0;
    }
    want |= 1u << props[i].kind;
    size_t l = strlen(text);
    snprintf(text + l, ntext - l, "%s%s", l ? "\n" : "", props[i].text);
  }
  if (WANTS(PROP_UNREACH_CALL) && want != 1u << PROP_UNREACH_CALL) {
    snprintf(why, nwhy, "unreach-call together with other properties: symx checks it alone");
    return 0;
  }
  return 1;
}

/* The property a path's end violates (PROP_OTHER: none of SV-COMP's). A
 * shift by the width or more, or of a negative value, is undefined behaviour
 * but not clearly an overflow in SV-COMP's sense (a signed result out of
 * range): it only denies `true`. */
static PropertyKind violated(ErrorKind kind, const char *message, bool heap_left) {
  /* an abnormal end with blocks still allocated: the program ended without
   * freeing them (valid-memcleanup); for the other properties it is none */
  if (heap_left && WANTS(PROP_VALID_MEMCLEANUP)) return PROP_VALID_MEMCLEANUP;
  switch (kind) {
  case ERR_REACH_ERROR: return PROP_UNREACH_CALL;
  case ERR_OUT_OF_BOUNDS: case ERR_NULL_DEREF: case ERR_USE_AFTER_FREE: return PROP_VALID_DEREF;
  case ERR_DOUBLE_FREE: case ERR_INVALID_FREE: return PROP_VALID_FREE;
  case ERR_MEMORY_LEAK: return PROP_VALID_MEMTRACK;
  case ERR_NOT_FREED: return PROP_VALID_MEMCLEANUP;
  case ERR_OVERFLOW:
    return strstr(message, "shift") ? PROP_OTHER : PROP_NO_OVERFLOW;
  default: return PROP_OTHER;
  }
}

/* A path end that violates one of the properties asked for. */
static bool violates(const Outcome *oc) {
  if (!oc->is_error) return false;
  PropertyKind k = violated(oc->kind, oc->message, oc->heap_left);
  return k != PROP_OTHER && WANTS(k);
}

/* Ends that are no error for SV-COMP: abort() and failed assertions stop
 * the program; so does reach_error when it is not the property. */
static bool harmless(ErrorKind kind) {
  return kind == ERR_ABORT || kind == ERR_ASSERTION || (kind == ERR_REACH_ERROR && !WANTS(PROP_UNREACH_CALL));
}

static const char *prop_name(PropertyKind k) {
  static const char *const names[] = {[PROP_UNREACH_CALL] = "unreach-call", [PROP_VALID_FREE] = "valid-free",
                                      [PROP_VALID_DEREF] = "valid-deref", [PROP_VALID_MEMTRACK] = "valid-memtrack",
                                      [PROP_VALID_MEMCLEANUP] = "valid-memcleanup",
                                      [PROP_NO_OVERFLOW] = "no-overflow"};
  return names[k];
}

/* Prints the verdict of a finished portfolio run. An error other than the
 * property's (undefined behaviour) from any stage denies `true`; an
 * unsupported path only when it denied the answering stage its proof. */
static void decide(Output *out, const PortfolioResult *res) {
  char why[1400];
  const ErrorRecord *found = NULL, *other = NULL, *unsup = NULL;
  for (size_t i = 0; i < out->errors.len; i++) {
    const ErrorRecord *e = &out->errors.data[i];
    PropertyKind k = violated(e->kind, e->message, e->heap_left);
    if (out->formats.witness_test && e->test == out->formats.witness_test && k != PROP_OTHER && WANTS(k)) found = e;
    else if (e->kind == ERR_UNSUPPORTED) unsup = unsup ? unsup : e;
    else if (!harmless(e->kind) && !other) other = e;
  }
  const char *by = res->answered >= 0 ? portfolio_stages[res->answered].name : NULL;
  if (!other && !res->proved) other = unsup;
  if (out->write_failures) {
    out_report_write_failures(out);
    snprintf(why, sizeof why, "the output could not be written (%s)", out->write_error);
    verdict("unknown", why);
  } else if (found && out->formats.witness_written) {
    PropertyKind k = violated(found->kind, found->message, found->heap_left);
    printf("symx sv-comp: %s at %s:%u: %s%s; test%06u.json, witnesses %s/witness.graphml and witness.yml\n",
           error_kind_names[found->kind], found->file[0] ? found->file : "?", found->line, found->message,
           k == PROP_VALID_MEMCLEANUP && found->heap_left ? ", the program ends with heap memory still allocated" : "",
           found->test, out->dir);
    printf("symx sv-comp: answered by %s (%s)\n", by ? by : "?", res->summary);
    char v[64];
    snprintf(v, sizeof v, k == PROP_UNREACH_CALL ? "false" : "false(%s)", prop_name(k));
    verdict(v, NULL);
  } else if (other) {
    snprintf(why, sizeof why, "a path ended in %s at %s:%u (%s): %s", error_kind_names[other->kind],
             other->file[0] ? other->file : "?", other->line, other->message,
             other->kind == ERR_UNSUPPORTED ? "symx cannot tell what follows"
                                            : "undefined behaviour, so no verdict true");
    verdict("unknown", why);
  } else if (!res->proved && res->st.uninit_skipped) {
    verdict("unknown", "an uninitialised object was too large to make symbolic");
  } else if (!res->proved) {
    snprintf(why, sizeof why, "exploration incomplete (%s)", res->summary);
    verdict("unknown", why);
  } else {
    /* GraphML's correctness witness needs no invariant; format 2.0's needs
     * at least one: k-induction's, those C can say (cli/kind_witness.c) */
    if (svcomp_write_correctness_witness(out))
      printf("symx sv-comp: correctness witness in %s/witness.graphml\n", out->dir);
    if (res->bmc.kind_k && svcomp_write_yaml_correctness_witness(out, res->bmc.invariants, res->bmc.ninvariants))
      printf("symx sv-comp: correctness witness with %u loop invariant%s in %s/witness.yml\n",
             res->bmc.ninvariants, res->bmc.ninvariants == 1 ? "" : "s", out->dir);
    printf("symx sv-comp: answered by %s (%s)\n", by, res->summary);
    verdict("true", NULL);
  }
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
  if (a->engines && !portfolio_parse(a->engines))
    return usage_error("--engines: an engine symx sv-comp does not have in", a->engines);
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
  /* clang's check of signed left shifts (negative, or past the sign bit),
   * as a trap that symx reports as undefined behaviour */
  VEC_PUSH(cflags, "-fsanitize=shift-base");
  VEC_PUSH(cflags, "-fsanitize-trap=shift-base");
  /* a constant expression that overflows is folded by clang before symx
   * sees it: refuse the task (undefined behaviour, maybe the violation) */
  VEC_PUSH(cflags, "-Werror=integer-overflow");
  /* older SV-COMP tasks call __VERIFIER_nondet_int() undeclared, C89's
   * implicit `int f()`, which clang 16 refuses by default */
  VEC_PUSH(cflags, "-Wno-error=implicit-function-declaration");
  const char *inputs[1] = {task};
  IrModule *mod = NULL;
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_signal;
  sigaction(SIGINT, &sa, NULL);
  sigaction(SIGTERM, &sa, NULL);
  eo.start = util_now(); /* --max-time counts compilation too */
  /* an uninitialised local holds any value (FrontOptions.uninit_locals) */
  int rc = symx_load_with(inputs, 1, cflags.data, (int)cflags.len, ilp32,
                          eo.max_time > 0 ? eo.start + eo.max_time : 0,
                          LOAD_UNINIT_LOCALS | (eo.check_overflow ? LOAD_CHECK_OVERFLOW : 0), &mod);
  if (rc == FRONT_STOPPED) { /* the deadline or a signal */
    VEC_FREE(cflags);
    return verdict("unknown", "stopped while compiling the task");
  }
  if (rc) {
    VEC_FREE(cflags);
    return verdict("unknown", "the task could not be loaded (see above)");
  }
  if (mod->main_fn < 0 || !mod->funcs[mod->main_fn].defined) {
    ir_module_free(mod);
    VEC_FREE(cflags);
    return verdict("unknown", "the task has no main function");
  }
  /* reach_error is the violation at its call site, whatever its body; the
   * first test reaching it settles `false`, so the run stops there. */
  for (uint32_t i = 0; i < mod->nfuncs && WANTS(PROP_UNREACH_CALL); i++) {
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
  out.formats.violation = violates;
  eo.stop_on = violates; /* the first violation settles `false` */
  eo.freed_cmp = true;
  eo.leak = WANTS(PROP_VALID_MEMTRACK) ? LEAK_TRACK : WANTS(PROP_VALID_MEMCLEANUP) ? LEAK_CLEANUP : LEAK_OFF;
  eo.handler_memerr_unsupported = WANTS(PROP_VALID_MEMTRACK);
  out.formats.specification = ptext;
  out.formats.architecture = ilp32 ? "32bit" : "64bit";
  out.formats.posix = &eo.posix;
  out.check_overflow = true;
  out.ilp32 = ilp32;
  eo.posix.symbolic_uninit = true; /* stack and malloc memory: any value */
  PortfolioResult res;
  portfolio_run(mod, &eo, &out, a.engines ? portfolio_parse(a.engines) : ~0u, &res);
  out_print_human(&out, &res.st, stdout);
  out_write_summary(&out, &res.st);

  decide(&out, &res);
  bmc_result_free(&res.bmc);
  out_close(&out);
  ir_module_free(mod);
  VEC_FREE(cflags);
  return 0;
}
