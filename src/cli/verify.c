/* verify: see verify.h. */
#include "cli/verify.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/util.h"
#include "cli/load.h"
#include "ir/cfg.h"
#include "cli/verify_driver.h"
#include "cli/verify_explain.h"
#include "engine/contract.h"
#include "out/out.h"

#define HARNESS_PREFIX "__symx_verify_"

typedef struct VerifyArgs {
  const char *function; /* --function F, or NULL: all */
  const char *outdir;   /* -o DIR */
  double max_time;      /* per function */
  bool leak_check;      /* --leak-check */
  bool explain;         /* --explain: the symbolic states along each failing path */
  VEC(const char *) inputs;
  VEC(const char *) cflags;
} VerifyArgs;

typedef struct Verdict {
  const char *fn;
  const char *verdict;  /* verified, failed, unknown */
  char why[400];        /* unknown: why; failed: the first error (and its source line) */
  double time_s;
  uint32_t errors;
  VerifyFailure *failures; /* the first EXPLAIN_FAILURES failing paths (verify_explain.h) */
  uint32_t nfailures;
} Verdict;

static int usage(const char *msg) {
  fprintf(stderr, "symx verify: %s\nusage: symx verify [--function F] [-o DIR] [--max-time S] [--leak-check] [--explain] [-I.. -D..] prog.c\n",
          msg);
  return 2;
}

static int parse(int argc, char **argv, VerifyArgs *a) {
  a->max_time = 60;
  for (int i = 0; i < argc; i++) {
    const char *s = argv[i];
    bool more = i + 1 < argc;
    if (!strcmp(s, "--help") || !strcmp(s, "-h")) {
      puts("usage: symx verify [--function F] [-o DIR] [--max-time S] [--leak-check] [--explain] [-I.. -D.. -std=..] prog.c\n"
           "checks each function with a contract (symx_requires, symx_ensures) against it (README)");
      exit(0);
    }
    if (!strcmp(s, "--function") && more) a->function = argv[++i];
    else if (!strcmp(s, "--leak-check")) a->leak_check = true;
    else if (!strcmp(s, "--explain")) a->explain = true;
    else if (!strcmp(s, "-o") && more) a->outdir = argv[++i];
    else if (!strcmp(s, "--max-time") && more) {
      char *end;
      a->max_time = strtod(argv[++i], &end);
      if (*end || !(a->max_time > 0)) return usage("bad --max-time");
    } else if (!strncmp(s, "-I", 2) || !strncmp(s, "-D", 2) || !strncmp(s, "-std=", 5)) VEC_PUSH(a->cflags, s);
    else if (s[0] == '-') return usage("unknown option");
    else VEC_PUSH(a->inputs, s);
  }
  return a->inputs.len ? 0 : usage("no input file");
}

/* Whether fn states a contract (calls __symx_requires or __symx_ensures_begin). */
static bool has_contract(const IrModule *m, const IrFunction *fn) {
  for (uint32_t i = 0; fn->defined && !fn->is_model && i < fn->ncode; i++) {
    const IrInst *in = &fn->code[i];
    if (in->op != IR_CALL || !(in->flags & IR_CALL_DIRECT)) continue;
    IrBuiltin b = m->funcs[in->u.list.callee].builtin;
    if (b == IR_BI_REQUIRES || b == IR_BI_ENSURES_BEGIN) return true;
  }
  return false;
}

/* Why F cannot be called by the harness, or NULL. */
static const char *bad_sig(const IrCTypes *t, const CSig *sig) {
  if (!sig) return "no debug information for its signature";
  if (sig->is_static) return "it is static (the harness cannot call it: make it extern)";
  if (sig->variadic) return "it is variadic";
  const CType *r = &t->types[sig->ret < t->ntypes ? sig->ret : 0];
  if (r->kind != CT_VOID && r->kind != CT_INT && r->kind != CT_PTR) return "its result is not an integer or pointer";
  for (uint32_t i = 0; i < sig->nparams; i++) {
    const CType *p = &t->types[sig->params[i].type < t->ntypes ? sig->params[i].type : 0];
    if (p->kind != CT_INT && p->kind != CT_PTR) return "a parameter is not an integer or pointer";
  }
  return NULL;
}

static void write_harness_fn(FILE *f, const IrCTypes *t, const CSig *sig) {
  ir_ctype_decl(f, t, sig->ret, sig->fn);
  fputc('(', f);
  for (uint32_t i = 0; i < sig->nparams; i++) {
    if (i) fputs(", ", f);
    ir_ctype_decl(f, t, sig->params[i].type, "");
  }
  fprintf(f, "%s);\nint " HARNESS_PREFIX "%s(void) {\n", sig->nparams ? "" : "void", sig->fn);
  for (uint32_t i = 0; i < sig->nparams; i++) {
    const CType *p = &t->types[sig->params[i].type];
    char a[32];
    snprintf(a, sizeof a, "a%u", i);
    fputs("  ", f);
    ir_ctype_decl(f, t, sig->params[i].type, a);
    fprintf(f, " = (%s)__symx_verify_arg(%uu, \"%s\", %d);\n", p->kind == CT_PTR ? "void *" : "long long",
            (unsigned)(p->kind == CT_PTR ? 8 : p->size), sig->params[i].name, p->kind == CT_PTR);
  }
  fprintf(f, "  %s(", sig->fn);
  for (uint32_t i = 0; i < sig->nparams; i++) fprintf(f, "%sa%u", i ? ", " : "", i);
  fputs(");\n  return 0;\n}\n", f);
}

/* Per function of mod: a bit per pointer parameter (from the C signatures
 * in t; predicates' pointer arguments are roots, contract.c). */
static uint64_t *pointer_params(const IrModule *mod, const IrCTypes *t) {
  uint64_t *pp = xcalloc(mod->nfuncs ? mod->nfuncs : 1, sizeof *pp);
  for (uint32_t i = 0; i < mod->nfuncs; i++) {
    const CSig *sig = ir_ctypes_sig(t, mod->funcs[i].name);
    for (uint32_t k = 0; sig && k < sig->nparams && k < 64; k++)
      if (sig->params[k].type < t->ntypes && t->types[sig->params[k].type].kind == CT_PTR) pp[i] |= 1ull << k;
  }
  return pp;
}

/* Loads the program with the harness of the functions fns[0..n) that it can
 * call (the others' verdicts set to unknown); fns[n..nsig) are predicates,
 * whose signatures are read too. */
static int load_all(VerifyArgs *a, const char **fns, int n, int nsig, Verdict *v, IrModule **mod, bool **signs,
                    uint64_t **ptrs) {
  IrModule *first = NULL;
  int rc = symx_load_sigs(a->inputs.data, (int)a->inputs.len, a->cflags.data, (int)a->cflags.len, false, 0, 0,
                          fns, nsig, &first);
  if (rc) return rc;
  char dir[PATH_MAX], path[PATH_MAX + 32];
  const char *tmp = getenv("TMPDIR");
  snprintf(dir, sizeof dir, "%s/symx-verify-XXXXXX", tmp && *tmp ? tmp : "/tmp");
  if (!mkdtemp(dir)) {
    fprintf(stderr, "symx: cannot create a scratch directory: %s\n", strerror(errno));
    ir_module_free(first);
    return 2;
  }
  snprintf(path, sizeof path, "%s/symx_verify.c", dir);
  FILE *f = fopen(path, "w");
  const IrCTypes *t = &first->ctypes;
  if (f) {
    fputs("/* symx verify: the harness (cli/verify.c) */\n#include <stdint.h>\n"
          "unsigned long long __symx_verify_arg(unsigned, const char *, int);\n", f);
    for (int i = 0; i < n; i++) {
      const CSig *sig = ir_ctypes_sig(t, fns[i]);
      const char *why = bad_sig(t, sig);
      if (why) {
        v[i].verdict = "unknown";
        snprintf(v[i].why, sizeof v[i].why, "%s", why);
      } else {
        write_harness_fn(f, t, sig);
      }
    }
  }
  if (!f || fclose(f) != 0) {
    fprintf(stderr, "symx: cannot write %s\n", path);
    rc = 2;
  }
  if (!rc) {
    VEC(const char *) all = {0};
    for (size_t i = 0; i < a->inputs.len; i++) VEC_PUSH(all, a->inputs.data[i]);
    VEC_PUSH(all, path);
    VEC(const char *) flags = {0};
    for (size_t i = 0; i < a->cflags.len; i++) VEC_PUSH(flags, a->cflags.data[i]);
    char map[PATH_MAX + 64]; /* the harness's location in reports: <verify>/symx_verify.c */
    snprintf(map, sizeof map, "-ffile-prefix-map=%s=<verify>", dir);
    VEC_PUSH(flags, map);
    rc = symx_load_with(all.data, (int)all.len, flags.data, (int)flags.len, false, 0, 0, mod);
    VEC_FREE(all);
    VEC_FREE(flags);
  }
  unlink(path);
  rmdir(dir);
  if (!rc) { /* which results are signed integers (symx_result() extends them so) */
    *signs = xcalloc((*mod)->nfuncs ? (*mod)->nfuncs : 1, sizeof **signs);
    for (uint32_t i = 0; i < (*mod)->nfuncs; i++) {
      const CSig *sig = ir_ctypes_sig(t, (*mod)->funcs[i].name);
      if (sig && sig->ret < t->ntypes && t->types[sig->ret].kind == CT_INT) (*signs)[i] = t->types[sig->ret].is_signed;
    }
    *ptrs = pointer_params(*mod, t);
    (*mod)->ctypes = first->ctypes; /* the drivers of failures declare F by its signature */
    memset(&first->ctypes, 0, sizeof first->ctypes);
  }
  ir_module_free(first);
  return rc;
}

static int find_fn(const IrModule *m, const char *name) {
  for (uint32_t i = 0; i < m->nfuncs; i++)
    if (m->funcs[i].defined && !strcmp(m->funcs[i].name, name)) return (int)i;
  return -1;
}

/* Whether every loop of fn has an invariant (a __symx_invariant_begin call
 * in a block of its own, not of a loop inside it). */
static bool loops_have_invariants(const IrModule *m, const IrFunction *fn) {
  const IrCfg *g = fn->cfg;
  for (uint32_t l = 0; g && l < g->nloops; l++) {
    bool found = false;
    for (uint32_t b = 0; b < g->loops[l].nblocks && !found; b++) {
      const IrBlock *blk = &g->blocks[g->loops[l].blocks[b]];
      for (uint32_t i = blk->first; i <= blk->last && blk->loop == (int32_t)l && !found; i++) {
        const IrInst *in = &fn->code[i];
        found = in->op == IR_CALL && (in->flags & IR_CALL_DIRECT) &&
                m->funcs[in->u.list.callee].builtin == IR_BI_INVARIANT_BEGIN;
      }
    }
    if (!found) return false;
  }
  return true;
}

/* The text of line `line` of `file`, trimmed and cut to fit out[n] ("" when
 * it cannot be read): the assertion or access a failure is about. */
static void source_line(const char *file, uint32_t line, char *out, size_t n) {
  out[0] = 0;
  FILE *f = file && file[0] && line ? fopen(file, "r") : NULL;
  if (!f) return;
  char buf[512];
  for (uint32_t i = 1; fgets(buf, sizeof buf, f); i++) {
    if (i < line) continue;
    char *b = buf, *e = buf + strlen(buf);
    while (*b == ' ' || *b == '\t') b++;
    while (e > b && (e[-1] == '\n' || e[-1] == ' ' || e[-1] == '\r')) *--e = 0;
    snprintf(out, n, "%s", b);
    break;
  }
  fclose(f);
}

/* Runs the harness of v->fn; its tests and summary.json in top/v->fn. */
static int verify_one(const VerifyArgs *a, IrModule *mod, const bool *signs, const uint64_t *ptrs, Output *top,
                      Verdict *v) {
  char hname[600], dir[PATH_MAX];
  snprintf(hname, sizeof hname, HARNESS_PREFIX "%s", v->fn);
  int h = find_fn(mod, hname);
  int fi = find_fn(mod, v->fn);
  if (h < 0 || fi < 0) die("verify: no harness for %s", v->fn);
  if (!loops_have_invariants(mod, &mod->funcs[fi])) {
    v->verdict = "unknown";
    snprintf(v->why, sizeof v->why, "a loop without an invariant (symx_invariant)");
    return 0;
  }
  mod->main_fn = h;
  mod->funcs[h].is_model = true;
  snprintf(dir, sizeof dir, "%s/%s", top->dir, v->fn);
  Output out;
  int rc = out_open(&out, dir);
  if (rc) return rc;
  ExecOptions opt;
  memset(&opt, 0, sizeof opt);
  opt.max_time = a->max_time;
  opt.max_solver_time = 10;
  opt.search = SEARCH_DFS;
  opt.memory = &mem_model_chunks;
  opt.ret_signed = signs;
  opt.ptr_params = ptrs;
  opt.leak_permissions = a->leak_check;
  static const ExecHooks hooks = {NULL, contract_jump, NULL, NULL}; /* loop invariants */
  opt.hooks = a->explain ? &trace_hooks : &hooks; /* the same, recording each path's steps */
  opt.start = util_now();
  RunStats st;
  out.verify = v->fn;
  VerifyDrivers drivers;
  uint32_t nens = 0; /* F's symx_ensures statements */
  for (uint32_t i = 0; i < mod->funcs[fi].ncode; i++) {
    const IrInst *in = &mod->funcs[fi].code[i];
    nens += in->op == IR_CALL && (in->flags & IR_CALL_DIRECT) && mod->funcs[in->u.list.callee].builtin == IR_BI_ENSURES_BEGIN;
  }
  VerifyExplain failures;
  TestSink *sinks[] = {out_sink(&out), verify_driver_sink(&drivers, &out, &mod->ctypes, v->fn, nens),
                       verify_explain_sink(&failures, a->explain), NULL};
  exec_run(mod, &opt, sinks, &st);
  out_write_summary(&out, &st);
  v->time_s = st.time_s;
  v->failures = failures.failures;
  v->nfailures = failures.n;
  for (size_t i = 0; i < out.errors.len; i++) {
    const ErrorRecord *e = &out.errors.data[i];
    if (e->kind == ERR_UNSUPPORTED) {
      if (!v->why[0]) snprintf(v->why, sizeof v->why, "%s", e->message);
      continue;
    }
    if (v->errors++) continue;
    char code[80];
    source_line(e->file, e->line, code, sizeof code);
    snprintf(v->why, sizeof v->why, "%s at %s:%u: %s%s%s%s", error_kind_names[e->kind], e->file, e->line, e->message,
             code[0] ? " [" : "", code, code[0] ? "]" : "");
  }
  v->verdict = v->errors ? "failed" : st.complete ? "verified" : "unknown";
  if (!v->errors && !st.complete && !v->why[0])
    snprintf(v->why, sizeof v->why, "the run was incomplete (%s)", st.stopped_by ? st.stopped_by : "a path cut");
  if (!strcmp(v->verdict, "verified")) v->why[0] = 0;
  rc = out_report_write_failures(&out);
  out_close(&out);
  return rc;
}

/* Marks in reach[] the functions fn calls directly, and theirs (a
 * callee's contract, a predicate's body, a pure function's body: any of
 * them may call a pure function); an indirect call may call any. */
static void reachable(const IrModule *m, uint32_t fn, bool *reach) {
  const IrFunction *f = &m->funcs[fn];
  for (uint32_t i = 0; f->defined && i < f->ncode; i++) {
    const IrInst *in = &f->code[i];
    if (in->op == IR_CALL && !(in->flags & IR_CALL_DIRECT))
      for (uint32_t k = 0; k < m->nfuncs; k++) reach[k] |= m->funcs[k].spec == IR_SPEC_PURE;
    if (in->op != IR_CALL || !(in->flags & IR_CALL_DIRECT) || reach[in->u.list.callee]) continue;
    reach[in->u.list.callee] = true;
    reachable(m, in->u.list.callee, reach);
  }
}

/* The pure functions with a contract that fns[i] may use (their terms and
 * definitions are sound only if they verify), as a list of indices of v;
 * its length. */
static int pure_uses(const IrModule *m, const Verdict *v, int n, int i, int *out) {
  int fi = find_fn(m, v[i].fn), k = 0;
  if (fi < 0) return 0;
  bool *reach = xcalloc(m->nfuncs, sizeof *reach);
  reachable(m, (uint32_t)fi, reach);
  for (int j = 0; j < n; j++) {
    int g = find_fn(m, v[j].fn);
    if (j != i && g >= 0 && reach[g] && m->funcs[g].spec == IR_SPEC_PURE) out[k++] = j;
  }
  xfree(reach, m->nfuncs * sizeof *reach);
  return k;
}

/* A verdict that rests on a pure function that is not verified is
 * unknown (until nothing changes: pure functions use each other). */
static void pure_verdicts(const IrModule *m, Verdict *v, int n) {
  int *uses = xcalloc(n ? (size_t)n : 1, sizeof *uses);
  for (bool changed = true; changed;) {
    changed = false;
    for (int i = 0; i < n; i++) {
      if (!v[i].verdict || strcmp(v[i].verdict, "verified")) continue;
      int k = pure_uses(m, v, n, i, uses);
      for (int j = 0; j < k; j++) {
        const Verdict *g = &v[uses[j]];
        if (g->verdict && !strcmp(g->verdict, "verified")) continue;
        v[i].verdict = "unknown";
        snprintf(v[i].why, sizeof v[i].why, "it uses pure function %s, which is %s", g->fn,
                 g->verdict ? g->verdict : "not verified");
        changed = true;
        break;
      }
    }
  }
  xfree(uses, (n ? (size_t)n : 1) * sizeof *uses);
}

static void write_summary(Output *top, const Verdict *v, int n) {
  char path[PATH_MAX];
  snprintf(path, sizeof path, "%s/summary.json", top->dir);
  FILE *f = out_create(top, path, "w");
  if (!f) return;
  fputs("{\n  \"functions\": [", f);
  for (int i = 0; i < n; i++) {
    fprintf(f, "%s\n    {\"name\": ", i ? "," : "");
    util_json_string(f, v[i].fn);
    fprintf(f, ", \"verdict\": \"%s\", \"time_s\": %.3f, \"errors\": %u, \"detail\": ", v[i].verdict, v[i].time_s,
            v[i].errors);
    util_json_string(f, v[i].why);
    fputs(", \"failures\": ", f);
    verify_explain_json(f, v[i].failures, v[i].nfailures);
    fputc('}', f);
  }
  fputs("\n  ]\n}\n", f);
  out_finish(top, f, path);
}

int verify_main(int argc, char **argv) {
  VerifyArgs a;
  memset(&a, 0, sizeof a);
  /* symx.h in every file: CBMC-style contracts (__CPROVER_requires, ...)
   * need no #include, as under CBMC */
  VEC_PUSH(a.cflags, "-includesymx.h");
  int rc = parse(argc, argv, &a);
  IrModule *probe = NULL, *mod = NULL;
  if (!rc) rc = symx_load(a.inputs.data, (int)a.inputs.len, a.cflags.data, (int)a.cflags.len, false, 0, &probe);
  VEC(const char *) fns = {0};
  bool any = false; /* every contracted function is loaded (callees' signatures); a.function is run */
  for (uint32_t i = 0; !rc && i < probe->nfuncs; i++)
    if (has_contract(probe, &probe->funcs[i])) {
      VEC_PUSH(fns, xstrdup(probe->funcs[i].name));
      any |= !a.function || !strcmp(a.function, probe->funcs[i].name);
    }
  if (!rc && !any) {
    fprintf(stderr, "symx verify: %s%s has no contract (symx_requires / symx_ensures)\n",
            a.function ? "function " : "the program", a.function ? a.function : "");
    rc = 2;
  }
  int n = (int)fns.len;
  for (uint32_t i = 0; !rc && i < probe->nfuncs; i++) /* predicates: their signatures only */
    if (probe->funcs[i].spec == IR_SPEC_PREDICATE) VEC_PUSH(fns, xstrdup(probe->funcs[i].name));
  Verdict *v = xcalloc(n ? (size_t)n : 1, sizeof *v);
  for (int i = 0; i < n; i++) v[i].fn = fns.data[i];
  bool *signs = NULL;
  uint64_t *ptrs = NULL;
  if (!rc) rc = load_all(&a, fns.data, n, (int)fns.len, v, &mod, &signs, &ptrs);
  Output top;
  if (!rc) rc = out_open(&top, a.outdir);
  int exit_rc = 0;
  /* the functions asked for, and the pure functions they use (whose verdicts theirs rest on) */
  bool *run = xcalloc(n ? (size_t)n : 1, sizeof *run);
  int *uses = xcalloc(n ? (size_t)n : 1, sizeof *uses);
  for (int i = 0; !rc && i < n; i++) {
    if (a.function && strcmp(a.function, v[i].fn)) continue;
    run[i] = true;
    int k = pure_uses(mod, v, n, i, uses);
    for (int j = 0; j < k; j++) run[uses[j]] = true;
  }
  for (int i = 0; !rc && i < n; i++)
    if (run[i] && !v[i].verdict) rc = verify_one(&a, mod, signs, ptrs, &top, &v[i]);
  if (!rc) pure_verdicts(mod, v, n);
  int nv = 0; /* the verdicts of the functions asked for, moved to the front of v */
  for (int i = 0; !rc && i < n; i++) {
    if (a.function && strcmp(a.function, v[i].fn)) {
      verify_explain_free(v[i].failures, v[i].nfailures); /* run for its users only */
      v[i].failures = NULL, v[i].nfailures = 0;
      continue;
    }
    Verdict *x = &v[nv++];
    *x = v[i];
    printf("%s: %s%s%s\n", x->fn, x->verdict, x->why[0] ? ": " : "", x->why);
    for (uint32_t k = 0; a.explain && k < x->nfailures; k++) verify_explain_print(stdout, &x->failures[k]);
    int k = !strcmp(x->verdict, "failed") ? 1 : !strcmp(x->verdict, "unknown") ? 3 : 0;
    if (k == 1 || (k == 3 && exit_rc == 0)) exit_rc = k;
  }
  if (mod && !rc) {
    write_summary(&top, v, nv);
    printf("results in %s\n", top.dir);
    int w = out_report_write_failures(&top);
    if (w) rc = w;
    out_close(&top);
  }
  for (int i = 0; i < nv; i++) verify_explain_free(v[i].failures, v[i].nfailures);
  xfree(run, (n ? (size_t)n : 1) * sizeof *run);
  xfree(uses, (n ? (size_t)n : 1) * sizeof *uses);
  for (size_t i = 0; i < fns.len; i++) xstrfree((char *)fns.data[i]);
  VEC_FREE(fns);
  xfree(v, (n ? (size_t)n : 1) * sizeof *v);
  if (signs) xfree(signs, (mod->nfuncs ? mod->nfuncs : 1) * sizeof *signs);
  if (ptrs) xfree(ptrs, (mod->nfuncs ? mod->nfuncs : 1) * sizeof *ptrs);
  ir_module_free(probe);
  ir_module_free(mod);
  VEC_FREE(a.inputs);
  VEC_FREE(a.cflags);
  return rc ? rc : exit_rc;
}
