/* verify_driver: see verify_driver.h. */
#include "cli/verify_driver.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/util.h"
#include "engine/contract.h"

/* The objects of a counterexample: one per object its sources fill. */
typedef struct DObj {
  uint32_t obj;
  uint64_t base, size; /* the object symx bound (its address, its size) */
  uint64_t extent;     /* bytes the driver allocates: as far as permissions reached */
} DObj;

typedef struct Cex {
  const State *s;
  const CexInfo *cx;
  VEC(DObj) objs;
  VEC(uint64_t) dummies; /* pointer values in no object: each a 0-byte object of its own */
} Cex;

static uint64_t eval64(const Cex *c, const Expr *e) { return (uint64_t)expr_eval(e, c->s->model); }

static long obj_index(const Cex *c, uint32_t obj) {
  for (size_t i = 0; i < c->objs.len; i++)
    if (c->objs.data[i].obj == obj) return (long)i;
  return -1;
}

static void collect_objs(Cex *c) {
  for (size_t i = 0; i < c->cx->sources.len; i++) {
    const CexSource *src = &c->cx->sources.data[i];
    if (obj_index(c, src->obj) >= 0) continue;
    DObj d = {src->obj, src->base, src->size, 0};
    for (size_t k = 0; k < c->cx->extents.len; k++) {
      const CexExtent *x = &c->cx->extents.data[k];
      uint64_t hi = eval64(c, x->hi);
      if (x->obj == src->obj && hi > d.extent) d.extent = hi;
    }
    if (d.extent > d.size) d.extent = d.size;
    VEC_PUSH(c->objs, d);
  }
}

/* How the driver spells pointer value v (registering a dummy when new). */
static void pointer_expr(Cex *c, uint64_t v, char *buf, size_t n) {
  if (!v) {
    snprintf(buf, n, "(void *)0");
    return;
  }
  for (size_t i = 0; i < c->objs.len; i++) {
    const DObj *d = &c->objs.data[i];
    if (v >= d->base && v < d->base + d->size) {
      snprintf(buf, n, "(void *)(o%zu + %llu)", i, (unsigned long long)(v - d->base));
      return;
    }
  }
  size_t k = 0;
  while (k < c->dummies.len && c->dummies.data[k] != v) k++;
  if (k == c->dummies.len) VEC_PUSH(c->dummies, v);
  snprintf(buf, n, "(void *)d%zu", k);
}

/* The byte leaves of a concat tree, highest first (at most 8). */
static unsigned leaves(const Expr *e, const Expr **out, unsigned n) {
  if (e->kind != EXPR_CONCAT) {
    if (n < 8) out[n] = e;
    return n + 1;
  }
  return leaves(e->kid[1], out, leaves(e->kid[0], out, n));
}

/* Whether e is bytes [k, k+8) of input arr (little-endian, as memory holds
 * a pointer): the pointer's place. */
static bool input_slice(const Expr *e, const Array **arr, uint32_t *k) {
  const Expr *leaf[8];
  if (leaves(e, leaf, 0) != 8) return false;
  for (unsigned i = 0; i < 8; i++) /* leaf[7] is the lowest byte */
    if (leaf[i]->kind != EXPR_VAR || leaf[i]->u.arr != leaf[7]->u.arr || leaf[i]->aux != leaf[7]->aux + 7 - i)
      return false;
  *arr = leaf[7]->u.arr;
  *k = leaf[7]->aux;
  return true;
}

/* The source whose input is arr (its object's index in *obj), or NULL. */
static const CexSource *source_of(const Cex *c, const Array *arr, long *obj) {
  for (size_t i = 0; i < c->cx->sources.len; i++)
    if (c->cx->sources.data[i].arr == arr) {
      *obj = obj_index(c, c->cx->sources.data[i].obj);
      return &c->cx->sources.data[i];
    }
  return NULL;
}

/* Each object: its bytes at entry (the last source covering a byte wins:
 * an unfold's fresh contents over the bound input), then the pointers it
 * holds, as the driver's addresses. */
static void write_objects(FILE *f, Cex *c) {
  Expr *const *lists[2];
  size_t lens[2];
  contract_roots(c->s, &lists[0], &lens[0], &lists[1], &lens[1]);
  VEC(char) ptrs = {0}; /* the pointer stores, written after the dummies are known */
  for (int l = 0; l < 2; l++)
    for (size_t i = 0; i < lens[l]; i++) {
      const Array *arr;
      uint32_t k;
      long oi;
      const CexSource *src = input_slice(lists[l][i], &arr, &k) ? source_of(c, arr, &oi) : NULL;
      if (!src || oi < 0 || src->at + k + 8 > c->objs.data[oi].extent) continue;
      char p[96], line[200];
      pointer_expr(c, eval64(c, lists[l][i]), p, sizeof p);
      int n = snprintf(line, sizeof line, "  { void *p = %s; memcpy(o%ld + %llu, &p, sizeof p); }\n", p, oi,
                       (unsigned long long)(src->at + k));
      for (int j = 0; j < n; j++) VEC_PUSH(ptrs, line[j]);
    }
  for (size_t i = 0; i < c->objs.len; i++) {
    const DObj *d = &c->objs.data[i];
    fprintf(f, "  unsigned char *o%zu = malloc(%llu);\n", i, (unsigned long long)d->extent);
    if (!d->extent) continue;
    fprintf(f, "  {\n    static const unsigned char init[%llu] = {", (unsigned long long)d->extent);
    for (uint64_t b = 0; b < d->extent; b++) {
      uint8_t v = 0;
      for (size_t k = 0; k < c->cx->sources.len; k++) {
        const CexSource *src = &c->cx->sources.data[k];
        if (src->obj == d->obj && b >= src->at && b - src->at < src->arr->size)
          v = model_get(c->s->model, src->arr, (uint32_t)(b - src->at));
      }
      fprintf(f, "%s%s0x%02x", b ? "," : "", b % 16 ? "" : "\n      ", v);
    }
    fprintf(f, "};\n    memcpy(o%zu, init, sizeof init);\n  }\n", i);
  }
  if (ptrs.len) fwrite(ptrs.data, 1, ptrs.len, f);
  VEC_FREE(ptrs);
}

/* The arguments (F's parameters are the path's first inputs). */
static void write_args(FILE *f, Cex *c, const IrCTypes *t, const CSig *sig) {
  for (uint32_t i = 0; i < sig->nparams; i++) {
    const CType *ty = &t->types[sig->params[i].type];
    const Array *a = i < c->s->inputs.len ? c->s->inputs.data[i] : NULL;
    uint64_t v = 0;
    for (uint32_t b = 0; a && b < 8 && b < a->size; b++) v |= (uint64_t)model_get(c->s->model, a, b) << (8 * b);
    char name[32], p[96];
    snprintf(name, sizeof name, "a%u", i);
    fputs("  ", f);
    ir_ctype_decl(f, t, sig->params[i].type, name);
    if (ty->kind == CT_PTR) {
      pointer_expr(c, v, p, sizeof p);
      fprintf(f, " = %s; /* %s */\n", p, sig->params[i].name);
    } else {
      fprintf(f, ";\n  { uint64_t v = 0x%llxull; memcpy(&%s, &v, sizeof %s); } /* %s */\n", (unsigned long long)v,
              name, name, sig->params[i].name);
    }
  }
}

/* The native outcome predicted for a failure oc of a path whose record is
 * c: kind, function, may, why (see verify_driver.h). */
static const char *predict(Cex *c, const Outcome *oc, char *fn, size_t fnn, const char **why) {
  *why = c->cx->opaque;
  if (!*why && contract_open_pred(c->s))
    *why = "a predicate of unknown contents (a contract's) is evaluated natively on a heap the counterexample leaves open";
  fn[0] = 0;
  bool boolean = strstr(oc->message, "a boolean part") != NULL; /* not a permission or predicate chunk */
  if ((oc->kind == ERR_POSTCONDITION || oc->kind == ERR_INVARIANT || oc->kind == ERR_PRECONDITION) && !boolean) {
    *why = "a permission or predicate chunk the contract demands: not checked natively";
    return "none";
  }
  switch (oc->kind) {
  case ERR_POSTCONDITION: case ERR_INVARIANT: return "assertion";
  case ERR_PRECONDITION: { /* "precondition of G may not hold here" */
    if (sscanf(oc->message, "precondition of %255s", fn) != 1 || fnn < 256) return "none";
    return "assertion";
  }
  case ERR_NO_PERMISSION: {
    if (!c->cx->failed_access) break;
    if (!c->cx->fail_obj) return eval64(c, c->cx->fail_lo) ? "out-of-bounds" : "null-dereference";
    long i = obj_index(c, c->cx->fail_obj);
    if (i >= 0 && c->cx->fail_hi && eval64(c, c->cx->fail_hi) > c->objs.data[i].extent) return "out-of-bounds";
    *why = "the access lies in an object F may use: only its contract forbids it, which a native run does not check";
    return "none";
  }
  case ERR_LEAK: *why = "permissions left over are no native error"; return "none";
  case ERR_FOLD: case ERR_UNFOLD: *why = "a predicate's permissions are not checked natively"; return "none";
  default: return error_kind_names[oc->kind];
  }
  *why = "a free or an access without permission that a native run does not check";
  return "none";
}

/* The call of F with a0, a1, ... */
static void write_call(FILE *f, const CSig *sig) {
  fprintf(f, "%s(", sig->fn);
  for (uint32_t i = 0; i < sig->nparams; i++) fprintf(f, "%sa%u", i ? ", " : "", i);
  fputc(')', f);
}

/* main's body: objects, arguments, F's call, its postcondition checked. */
static void write_body(FILE *f, Cex *c, const VerifyDrivers *d, const CSig *sig) {
  write_objects(f, c);
  write_args(f, c, d->t, sig);
  for (size_t i = 0; i < c->objs.len; i++)
    fprintf(f, "  __symx_native_object(o%zu, %llu);\n", i, (unsigned long long)c->objs.data[i].extent);
  const CType *r = &d->t->types[sig->ret < d->t->ntypes ? sig->ret : 0];
  fputs("  long long symx_result_ = 0;\n  ", f);
  if (r->kind == CT_VOID) {
    write_call(f, sig);
  } else {
    fputs(r->kind == CT_PTR ? "symx_result_ = (long long)(intptr_t)" : "symx_result_ = (long long)", f);
    write_call(f, sig);
  }
  fprintf(f, ";\n  __symx_native_check(\"%s\", symx_result_, %u);\n", sig->fn, d->nensures);
  if (d->nensures) {
    fputs("  if (!setjmp(__symx_native_jmp)) (void)", f);
    write_call(f, sig);
    fputs(";\n", f);
  }
  fputs("  return 0;\n}\n", f);
}

static void write_driver(VerifyDrivers *d, const State *s, const Outcome *oc, uint32_t test) {
  const CSig *sig = ir_ctypes_sig(d->t, d->fn);
  const CexInfo *cx = contract_cex(s);
  if (!sig || !cx) return;
  char path[PATH_MAX + 32];
  snprintf(path, sizeof path, "%s/test%06u.c", d->out->dir, test);
  FILE *f = out_create(d->out, path, "w");
  if (!f) return;
  Cex c = {s, cx, {0}, {0}};
  collect_objs(&c);
  char *body = NULL;
  size_t blen = 0;
  FILE *bf = open_memstream(&body, &blen);
  if (bf) write_body(bf, &c, d, sig);
  if (bf) fclose(bf);
  char fn[256];
  const char *why, *kind = predict(&c, oc, fn, sizeof fn, &why);
  fprintf(f, "/* symx verify: the counterexample of test %06u (%s of %s at %s:%u) as a C driver: builds the\n"
             " * objects and arguments it gives, calls %s, then checks %s's postcondition natively.\n"
             " * Build it with the program, whose main it replaces:\n"
             " *   clang -g -D__SYMX_REPLAY__ -Dmain=__symx_program_main -ISYMX/runtime/include PROGRAM.c \\\n"
             " *     test%06u.c SYMX/build/replay/runtime.o\n"
             " * (symx replay does). The outcome a native run should show: */\n",
          test, error_kind_names[oc->kind], d->fn, oc->file ? oc->file : "?", oc->line, d->fn, d->fn, test);
  fprintf(f, "// symx-native-outcome: %s|%s|%u|%s|%d\n// symx-native-why: %s\n", kind, oc->file ? oc->file : "",
          oc->line, fn, why != NULL && strcmp(kind, "none") != 0, why ? why : "");
  fputs("#include <setjmp.h>\n#include <stdint.h>\n#include <stdlib.h>\n#include <string.h>\n#include <symx.h>\n"
        "extern jmp_buf __symx_native_jmp;\n"
        "#ifndef SYMX_DRIVER_MAIN\n#undef main\n#define SYMX_DRIVER_MAIN main\n#endif\n", f);
  ir_ctype_decl(f, d->t, sig->ret, sig->fn);
  fputc('(', f);
  for (uint32_t i = 0; i < sig->nparams; i++) {
    if (i) fputs(", ", f);
    ir_ctype_decl(f, d->t, sig->params[i].type, "");
  }
  fprintf(f, "%s);\nint SYMX_DRIVER_MAIN(void) {\n", sig->nparams ? "" : "void");
  for (size_t i = 0; i < c.dummies.len; i++)
    fprintf(f, "  unsigned char *d%zu = malloc(0); /* a pointer no permission reached */\n", i);
  if (body) fwrite(body, 1, blen, f);
  free(body);
  VEC_FREE(c.objs);
  VEC_FREE(c.dummies);
  out_finish(d->out, f, path);
}

static void driver_path_ended(TestSink *k, const State *s, const Outcome *oc, uint32_t test) {
  if (test && s && oc->is_error && oc->kind != ERR_UNSUPPORTED) write_driver((VerifyDrivers *)k, s, oc, test);
}

TestSink *verify_driver_sink(VerifyDrivers *d, Output *out, const IrCTypes *t, const char *fn, uint32_t nensures) {
  d->out = out;
  d->t = t;
  d->fn = fn;
  d->nensures = nensures;
  d->sink.path_ended = driver_path_ended;
  d->sink.run_ended = NULL;
  return &d->sink;
}
