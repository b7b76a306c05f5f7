/* entry: see entry.h. */
#include "cli/entry.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/util.h"
#include "cli/load.h"
#include "engine/lazy.h"

#define HARNESS_MAIN "__symx_entry_main"

/* ---- Checking the signature ----------------------------------------------------- */

/* Why parameter type id cannot be an input, or NULL. */
static const char *bad_param(const IrCTypes *t, uint32_t id) {
  const CType *ty = &t->types[id < t->ntypes ? id : 0];
  switch ((CTypeKind)ty->kind) {
  case CT_INT: return ty->size == 1 || ty->size == 2 || ty->size == 4 || ty->size == 8 ? NULL : "an integer of this width";
  case CT_FLOAT: return ty->size == 4 || ty->size == 8 ? NULL : "long double";
  case CT_PTR: {
    const CType *to = &t->types[ty->ref < t->ntypes ? ty->ref : 0];
    if (to->kind == CT_FUNC) return "a function pointer";
    if (to->kind == CT_UNKNOWN) return "a pointer to a type symx cannot tell";
    return NULL;
  }
  case CT_STRUCT: case CT_UNION: return "a struct or union passed by value";
  default: return "a type symx cannot tell from the debug information";
  }
}

/* Checks FUNC's signature (and FUNC_pre's); prints why not and returns 2. */
static int check_sigs(const Entry *e, const IrCTypes *t, const CSig *sig, const CSig *pre) {
  if (!sig) {
    fprintf(stderr, "symx: --entry %s: the program defines no function %s (with debug information)\n", e->fn, e->fn);
    return 2;
  }
  if (!strcmp(e->fn, "main")) {
    fprintf(stderr, "symx: --entry main: run the program without --entry to explore main\n");
    return 2;
  }
  if (sig->variadic) {
    fprintf(stderr, "symx: --entry %s: %s is variadic: its variable arguments cannot be inputs\n", e->fn, e->fn);
    return 2;
  }
  if (sig->is_static) {
    fprintf(stderr, "symx: --entry %s: %s is static, so no other file can call it (make it extern)\n", e->fn, e->fn);
    return 2;
  }
  const CType *ret = &t->types[sig->ret < t->ntypes ? sig->ret : 0];
  if (ret->kind != CT_VOID && bad_param(t, sig->ret)) {
    fprintf(stderr, "symx: --entry %s: its result is %s, which symx cannot call it for\n", e->fn, bad_param(t, sig->ret));
    return 2;
  }
  for (uint32_t i = 0; i < sig->nparams; i++) {
    const char *why = bad_param(t, sig->params[i].type);
    if (why) {
      fprintf(stderr, "symx: --entry %s: parameter %u (%s) is %s, which symx cannot make an input of\n", e->fn, i + 1,
              sig->params[i].name, why);
      return 2;
    }
  }
  if (!pre) return 0;
  bool same = pre->nparams == sig->nparams && !pre->is_static && !bad_param(t, pre->ret) &&
              t->types[pre->ret].kind == CT_INT;
  for (uint32_t i = 0; same && i < sig->nparams; i++) same = pre->params[i].type == sig->params[i].type;
  if (!same) {
    fprintf(stderr, "symx: --entry %s: %s must be an extern function of %s's parameters returning an integer\n", e->fn,
            e->pre, e->fn);
    return 2;
  }
  return 0;
}

/* Chooses the globals made pointer inputs (Entry.globals); prints why not
 * and returns 2 when one the user named cannot be. */
static int choose_globals(Entry *e, const IrCTypes *t) {
  e->nglobals = 0;
  for (uint32_t i = 0; i < e->nasked; i++) {
    const CGlobal *g = ir_ctypes_global(t, e->asked[i]);
    const char *why = !g ? "no global pointer variable the program defines (with debug information)"
                      : g->is_static ? "static (or a function's static), so no test driver can set it (make it extern)"
                      : g->is_const ? "a const pointer, which no test driver can set"
                      : bad_param(t, g->type);
    if (why) {
      fprintf(stderr, "symx: --lazy-global %s: %s is %s%s\n", e->asked[i], e->asked[i], why,
              g && !g->is_static && !g->is_const ? ", which symx cannot make an input of" : "");
      return 2;
    }
    uint32_t k = (uint32_t)(g - t->globals);
    bool dup = false;
    for (uint32_t j = 0; j < e->nglobals; j++) dup |= e->globals[j] == k;
    if (!dup) e->globals[e->nglobals++] = k;
  }
  for (uint32_t k = 0; e->all_globals && k < t->nglobals; k++) {
    const CGlobal *g = &t->globals[k];
    bool dup = g->is_static || g->is_const || bad_param(t, g->type) || ir_ctypes_global(t, g->name) != g;
    for (uint32_t j = 0; j < e->nglobals && !dup; j++) dup = e->globals[j] == k;
    if (dup) continue;
    if (e->nglobals == ENTRY_MAX_GLOBALS) {
      fprintf(stderr, "symx: --lazy-globals: the program defines more than %d pointer globals (name them with "
              "--lazy-global)\n", ENTRY_MAX_GLOBALS);
      return 2;
    }
    e->globals[e->nglobals++] = k;
  }
  return 0;
}

/* ---- The harness and the drivers' common part ------------------------------------- */

/* The globals made inputs: declared, each with a function giving its
 * address (no local of main can hide it); once in a file that includes
 * several drivers (symx replay). */
static void declare_globals(FILE *f, const Entry *e, const IrCTypes *t) {
  if (!e->nglobals) return;
  fputs("#ifndef SYMX_ENTRY_GLOBALS\n#define SYMX_ENTRY_GLOBALS\n", f);
  for (uint32_t k = 0; k < e->nglobals; k++) {
    const char *name = t->globals[e->globals[k]].name;
    fprintf(f, "extern void *%s;\nstatic void **__symx_global%u(void) { return (void **)&%s; }\n", name, k, name);
  }
  fputs("#endif\n", f);
}

static void declare(FILE *f, const IrCTypes *t, const char *fn, const CSig *sig, uint32_t ret) {
  ir_ctype_decl(f, t, ret, fn);
  fputc('(', f);
  for (uint32_t i = 0; i < sig->nparams; i++) {
    if (i) fputs(", ", f);
    ir_ctype_decl(f, t, sig->params[i].type, "");
  }
  if (sig->variadic) fputs(sig->nparams ? ", ..." : "...", f);
  else if (!sig->nparams) fputs("void", f);
  fputs(");\n", f);
}

static void declare_both(FILE *f, const Entry *e, const IrCTypes *t) {
  const CSig *sig = ir_ctypes_sig(t, e->fn), *pre = e->pre[0] ? ir_ctypes_sig(t, e->pre) : NULL;
  declare(f, t, e->fn, sig, sig->ret);
  if (pre) declare(f, t, e->pre, sig, pre->ret);
}

/* The calls: FUNC_pre (when there is one) guarding FUNC, with a0, a1, ... */
static void write_calls(FILE *f, const Entry *e, const CSig *sig, const char *pre_false) {
  if (e->pre[0]) {
    fprintf(f, "  if (!%s(", e->pre);
    for (uint32_t i = 0; i < sig->nparams; i++) fprintf(f, "%sa%u", i ? ", " : "", i);
    fprintf(f, ")) %s\n", pre_false);
  }
  fprintf(f, "  %s(", e->fn);
  for (uint32_t i = 0; i < sig->nparams; i++) fprintf(f, "%sa%u", i ? ", " : "", i);
  fputs(");\n  return 0;\n}\n", f);
}

static bool write_harness(const Entry *e, const IrCTypes *t, const char *path) {
  FILE *f = fopen(path, "w");
  if (!f) return false;
  const CSig *sig = ir_ctypes_sig(t, e->fn);
  fputs("/* symx run --entry: the harness (cli/entry.c) */\n#include <stdint.h>\n"
        "void symx_make_symbolic(void *, unsigned long, const char *);\n"
        "void symx_assume(uintptr_t);\n"
        "void *__symx_lazy_arg(uint32_t, uint32_t, const char *);\n", f);
  fputs("void *__symx_lazy_global(uint32_t, uint32_t, const char *);\n", f);
  declare_both(f, e, t);
  declare_globals(f, e, t);
  fputs("int " HARNESS_MAIN "(void) {\n", f);
  for (uint32_t i = 0; i < sig->nparams; i++) {
    const CParam *p = &sig->params[i];
    const CType *ty = &t->types[p->type];
    char a[32];
    snprintf(a, sizeof a, "a%u", i);
    fputs("  ", f);
    ir_ctype_decl(f, t, p->type, a);
    if (ty->kind == CT_PTR) {
      fprintf(f, " = __symx_lazy_arg(%uu, %uu, \"%s\");\n", ty->ref, i, p->name);
      continue;
    }
    fprintf(f, ";\n  symx_make_symbolic(&a%u, sizeof a%u, \"%s\");\n", i, i, p->name);
    if (ty->is_bool) fprintf(f, "  symx_assume(*(unsigned char *)&a%u <= 1);\n", i);
  }
  for (uint32_t k = 0; k < e->nglobals; k++) {
    const CGlobal *g = &t->globals[e->globals[k]];
    fprintf(f, "  *__symx_global%u() = __symx_lazy_global(%uu, %uu, \"%s\");\n", k, t->types[g->type].ref, k, g->name);
  }
  write_calls(f, e, sig, "symx_assume(0);");
  return fclose(f) == 0;
}

/* ---- Loading ------------------------------------------------------------------ */

static int find_function(const IrModule *m, const char *name) {
  for (uint32_t i = 0; i < m->nfuncs; i++)
    if (m->funcs[i].defined && !strcmp(m->funcs[i].name, name)) return (int)i;
  return -1;
}

int entry_load(Entry *e, const char **inputs, int ninputs, const char **cflags, int ncflags, bool ilp32,
               double deadline, unsigned load_flags, IrModule **mod) {
  snprintf(e->pre, sizeof e->pre, "%s_pre", e->fn);
  const char *fns[] = {e->fn, e->pre};
  IrModule *first = NULL;
  int rc = symx_load_sigs(inputs, ninputs, cflags, ncflags, ilp32, deadline, load_flags, fns, 2, &first);
  if (rc) return rc;
  const IrCTypes *t = &first->ctypes;
  const CSig *pre = ir_ctypes_sig(t, e->pre);
  if (!pre) e->pre[0] = 0;
  rc = check_sigs(e, t, ir_ctypes_sig(t, e->fn), pre);
  if (!rc) rc = choose_globals(e, t);
  char dir[PATH_MAX], path[PATH_MAX + 32];
  const char *tmp = getenv("TMPDIR");
  snprintf(dir, sizeof dir, "%s/symx-entry-XXXXXX", tmp && *tmp ? tmp : "/tmp");
  bool made = false;
  if (!rc && !(made = mkdtemp(dir) != NULL)) {
    fprintf(stderr, "symx: cannot create a scratch directory: %s\n", strerror(errno));
    rc = 2;
  }
  snprintf(path, sizeof path, "%s/symx_entry.c", dir);
  if (!rc && !write_harness(e, t, path)) {
    fprintf(stderr, "symx: cannot write %s\n", path);
    rc = 2;
  }
  if (!rc) {
    const char **all = xcalloc((size_t)ninputs + 1, sizeof *all), **flags = xcalloc((size_t)ncflags + 1, sizeof *flags);
    memcpy(all, inputs, (size_t)ninputs * sizeof *all);
    all[ninputs] = path;
    if (ncflags) memcpy(flags, cflags, (size_t)ncflags * sizeof *flags);
    char map[PATH_MAX + 64]; /* the harness's location in reports: <entry>/symx_entry.c, not a removed file */
    snprintf(map, sizeof map, "-ffile-prefix-map=%s=<entry>", dir);
    flags[ncflags] = map;
    rc = symx_load_with(all, ninputs + 1, flags, ncflags + 1, ilp32, deadline, load_flags, mod);
    xfree(all, ((size_t)ninputs + 1) * sizeof *all);
    xfree(flags, ((size_t)ncflags + 1) * sizeof *flags);
    unlink(path);
  }
  if (made) rmdir(dir);
  if (!rc) {
    int h = find_function(*mod, HARNESS_MAIN);
    if (h < 0) die("entry: the harness has no " HARNESS_MAIN);
    (*mod)->main_fn = h;
    (*mod)->funcs[h].is_model = true; /* symx's code: not in the program's coverage */
    (*mod)->ctypes = first->ctypes;
    memset(&first->ctypes, 0, sizeof first->ctypes);
    e->mod = *mod;
  }
  ir_module_free(first);
  return rc;
}

/* ---- The drivers ------------------------------------------------------------------ */

/* `n` bytes of input a under the model, little-endian. */
static uint64_t model_value(const Model *m, const Array *a, unsigned n) {
  uint64_t v = 0;
  for (unsigned i = 0; i < n && i < 8 && i < a->size; i++) v |= (uint64_t)model_get(m, a, i) << (8 * i);
  return v;
}

/* How the driver spells what pointer input p holds: NULL, an object, or,
 * for a pointer never dereferenced, the object standing for its value. */
static void pointer_value(FILE *f, const LazyHeap *h, const LazyPtr *p, const Model *m, uint64_t *dummies,
                          size_t ndummies) {
  if (p->target == LAZY_NULL) {
    fputs("(void *)0", f);
    return;
  }
  if (p->target >= 0) {
    fprintf(f, "(void *)%s", h->objs.data[p->target].name);
    return;
  }
  uint64_t v = (uint64_t)expr_eval(p->value, m);
  if (!v) {
    fputs("(void *)0", f);
    return;
  }
  for (size_t i = 0; i < h->objs.len; i++)
    if (h->objs.data[i].base == v) {
      fprintf(f, "(void *)%s", h->objs.data[i].name);
      return;
    }
  for (size_t i = 0; i < ndummies; i++)
    if (dummies[i] == v) {
      fprintf(f, "(void *)&unused%zu", i);
      return;
    }
  fputs("(void *)0", f);
}

/* The distinct values of pointers never dereferenced that are neither NULL
 * nor an object's address: each gets an object of its own in the driver. */
static size_t collect_dummies(const LazyHeap *h, const Model *m, uint64_t **out) {
  VEC(uint64_t) d = {0};
  for (size_t i = 0; i < h->ptrs.len; i++) {
    const LazyPtr *p = &h->ptrs.data[i];
    if (p->target != LAZY_UNSET) continue;
    uint64_t v = (uint64_t)expr_eval(p->value, m);
    bool known = !v;
    for (size_t k = 0; k < h->objs.len && !known; k++) known = h->objs.data[k].base == v;
    for (size_t k = 0; k < d.len && !known; k++) known = d.data[k] == v;
    if (!known) VEC_PUSH(d, v);
  }
  *out = d.data;
  size_t n = d.len;
  if (!n) VEC_FREE(d);
  else {
    *out = xcalloc(n, sizeof(uint64_t));
    memcpy(*out, d.data, n * sizeof(uint64_t));
    VEC_FREE(d);
  }
  return n;
}

/* Each object: malloc'd with the length the path assumed, its input bytes
 * (those that start as 0 cleared), then the pointers it holds. */
static void write_objects(FILE *f, const LazyHeap *h, const Model *m, unsigned nb, uint64_t *dummies,
                          size_t ndummies) {
  for (size_t i = 0; i < ndummies; i++) fprintf(f, "  static unsigned char unused%zu[16];\n", i);
  for (size_t j = 0; j < h->objs.len; j++) {
    const LazyObj *o = &h->objs.data[j];
    uint64_t len = o->len_input ? model_value(m, o->len_input, 4) : o->cap;
    if (len < 1 || len > o->cap) len = o->cap;
    fprintf(f, "  unsigned char *%s = malloc(%llu);\n", o->name, (unsigned long long)(len * o->esize));
  }
  for (size_t j = 0; j < h->objs.len; j++) {
    const LazyObj *o = &h->objs.data[j];
    uint64_t len = o->len_input ? model_value(m, o->len_input, 4) : o->cap;
    if (len < 1 || len > o->cap) len = o->cap;
    uint64_t size = len * o->esize;
    fprintf(f, "  {\n    static const unsigned char init[%llu] = {", (unsigned long long)size);
    for (uint64_t b = 0; b < size; b++)
      fprintf(f, "%s%s0x%02x", b ? "," : "", b % 16 ? "" : "\n      ", model_get(m, o->contents, (uint32_t)b));
    fprintf(f, "};\n    memcpy(%s, init, sizeof init);\n  }\n", o->name);
    for (size_t z = 0; z < h->zeros.len; z++) {
      const LazyZero *lz = &h->zeros.data[z];
      if (lz->obj == j && lz->offset + lz->size <= size)
        fprintf(f, "  memset(%s + %llu, 0, %llu);\n", o->name, (unsigned long long)lz->offset,
                (unsigned long long)lz->size);
    }
    for (size_t k = 0; k < h->ptrs.len; k++) {
      const LazyPtr *p = &h->ptrs.data[k];
      if (p->owner != (int32_t)j || p->offset + nb > size) continue;
      fprintf(f, "  { void *p = ");
      pointer_value(f, h, p, m, dummies, ndummies);
      fprintf(f, "; memcpy(%s + %llu, &p, sizeof p); } /* %s */\n", o->name, (unsigned long long)p->offset, p->name);
    }
  }
}

/* Claims, for replay, each input the driver builds itself (parameters,
 * objects, their lengths), so that the function's own inputs are read
 * around them (runtime/replay/runtime.c). */
static void write_claims(FILE *f, const Entry *e, const State *s, const LazyHeap *h) {
  const CSig *sig = ir_ctypes_sig(&e->mod->ctypes, e->fn);
  fputs("  if (__symx_replay_claim) {\n", f);
  for (uint32_t i = 0; i < sig->nparams && i < s->inputs.len; i++) /* a pointer's too: its value */
    fprintf(f, "    __symx_replay_claim(\"%s\");\n", s->inputs.data[i]->name);
  for (size_t k = 0; h && k < h->ptrs.len; k++)
    if (h->ptrs.data[k].owner == LAZY_OWNER_GLOBAL && h->ptrs.data[k].arr)
      fprintf(f, "    __symx_replay_claim(\"%s\");\n", h->ptrs.data[k].arr->name);
  for (size_t j = 0; h && j < h->objs.len; j++) {
    const LazyObj *o = &h->objs.data[j];
    if (o->len_input) fprintf(f, "    __symx_replay_claim(\"%s\");\n", o->len_input->name);
    if (o->contents) fprintf(f, "    __symx_replay_claim(\"%s\");\n", o->contents->name);
  }
  fputs("  }\n", f);
}

/* The arguments: pointers as above, other values from the model's bytes. */
static void write_args(FILE *f, const Entry *e, const State *s, const LazyHeap *h, uint64_t *dummies, size_t nd) {
  const IrCTypes *t = &e->mod->ctypes;
  const CSig *sig = ir_ctypes_sig(t, e->fn);
  for (uint32_t i = 0; i < sig->nparams; i++) {
    const CType *ty = &t->types[sig->params[i].type];
    char a[32];
    snprintf(a, sizeof a, "a%u", i);
    fputs("  ", f);
    ir_ctype_decl(f, t, sig->params[i].type, a);
    if (ty->kind == CT_PTR) {
      const LazyPtr *p = NULL;
      for (size_t k = 0; h && k < h->ptrs.len && !p; k++)
        if (h->ptrs.data[k].owner == LAZY_OWNER_ARG && h->ptrs.data[k].offset == i) p = &h->ptrs.data[k];
      fputs(" = ", f);
      if (p) pointer_value(f, h, p, s->model, dummies, nd);
      else fputs("(void *)0", f);
      fprintf(f, "; /* %s */\n", sig->params[i].name);
      continue;
    }
    uint64_t v = i < s->inputs.len ? model_value(s->model, s->inputs.data[i], (unsigned)ty->size) : 0;
    fprintf(f, ";\n  { uint64_t v = 0x%llxull; memcpy(&%s, &v, sizeof %s); } /* %s */\n", (unsigned long long)v, a,
            a, sig->params[i].name);
  }
}

/* The globals made inputs, set as the path assumed (before FUNC_pre). */
static void write_globals(FILE *f, const Entry *e, const State *s, const LazyHeap *h, uint64_t *dummies, size_t nd) {
  for (uint32_t g = 0; g < e->nglobals; g++) {
    const LazyPtr *p = NULL;
    for (size_t k = 0; h && k < h->ptrs.len && !p; k++)
      if (h->ptrs.data[k].owner == LAZY_OWNER_GLOBAL && h->ptrs.data[k].offset == g) p = &h->ptrs.data[k];
    fprintf(f, "  *__symx_global%u() = ", g);
    if (p) pointer_value(f, h, p, s->model, dummies, nd);
    else fputs("(void *)0", f);
    fprintf(f, "; /* %s */\n", e->mod->ctypes.globals[e->globals[g]].name);
  }
}

static void write_driver(Entry *e, const State *s, uint32_t test) {
  char path[PATH_MAX + 32];
  snprintf(path, sizeof path, "%s/test%06u.c", e->out->dir, test);
  FILE *f = out_create(e->out, path, "w");
  if (!f) return;
  const LazyHeap *h = lazy_heap_of(s);
  const CSig *sig = ir_ctypes_sig(&e->mod->ctypes, e->fn);
  fprintf(f, "/* symx test %06u of %s as a C driver: builds the inputs its path assumed and calls %s.\n"
             " * Build it with the program, whose main it replaces:\n"
             " *   clang -g " ENTRY_MAIN_RENAMED " PROGRAM.c test%06u.c */\n"
             "#include <stdint.h>\n#include <stdlib.h>\n#include <string.h>\n"
             "#ifndef SYMX_DRIVER_MAIN\n#undef main\n#define SYMX_DRIVER_MAIN main\n#endif\n"
             "void __symx_replay_claim(const char *) __attribute__((weak)); /* symx replay's */\n",
          test, e->fn, e->fn, test);
  declare_both(f, e, &e->mod->ctypes);
  declare_globals(f, e, &e->mod->ctypes);
  fputs("int SYMX_DRIVER_MAIN(void) {\n", f);
  uint64_t *dummies = NULL;
  size_t nd = h ? collect_dummies(h, s->model, &dummies) : 0;
  write_claims(f, e, s, h);
  if (h) write_objects(f, h, s->model, e->mod->layout.ptr_bits / 8, dummies, nd);
  write_args(f, e, s, h, dummies, nd);
  write_globals(f, e, s, h, dummies, nd);
  write_calls(f, e, sig, "return 0;");
  if (nd) xfree(dummies, nd * sizeof(uint64_t));
  out_finish(e->out, f, path);
}

static void entry_path_ended(TestSink *k, const State *s, const Outcome *oc, uint32_t test) {
  (void)oc;
  if (test && s) write_driver((Entry *)k, s, test);
}

TestSink *entry_sink(Entry *e, Output *out) {
  e->out = out;
  e->sink.path_ended = entry_path_ended;
  e->sink.run_ended = NULL;
  return &e->sink;
}
