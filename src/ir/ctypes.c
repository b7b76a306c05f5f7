/* ctypes: see ctypes.h. Freeing, lookup and printing; the front end fills
 * the table from the module's debug information (front/ditypes.c). */
#include "ir/ctypes.h"

#include <string.h>

#include "base/util.h"

void ir_ctypes_free(IrCTypes *t) {
  for (uint32_t i = 0; i < t->ntypes; i++) {
    CType *ty = &t->types[i];
    if (ty->name) xstrfree(ty->name);
    for (uint32_t k = 0; k < ty->nfields; k++) xstrfree(ty->fields[k].name);
    xfree(ty->fields, (size_t)ty->nfields * sizeof(CField));
  }
  xfree(t->types, (size_t)t->ntypes * sizeof(CType));
  for (uint32_t i = 0; i < t->nsigs; i++) {
    CSig *s = &t->sigs[i];
    xstrfree(s->fn);
    for (uint32_t k = 0; k < s->nparams; k++) xstrfree(s->params[k].name);
    xfree(s->params, (size_t)s->nparams * sizeof(CParam));
  }
  xfree(t->sigs, (size_t)t->nsigs * sizeof(CSig));
  for (uint32_t i = 0; i < t->nglobals; i++) xstrfree(t->globals[i].name);
  xfree(t->globals, (size_t)t->nglobals * sizeof(CGlobal));
  memset(t, 0, sizeof *t);
}

const CSig *ir_ctypes_sig(const IrCTypes *t, const char *fn) {
  for (uint32_t i = 0; i < t->nsigs; i++)
    if (!strcmp(t->sigs[i].fn, fn)) return &t->sigs[i];
  return NULL;
}

const CGlobal *ir_ctypes_global(const IrCTypes *t, const char *name) {
  const CGlobal *first = NULL;
  for (uint32_t i = 0; i < t->nglobals; i++) {
    if (strcmp(t->globals[i].name, name)) continue;
    if (!t->globals[i].is_static) return &t->globals[i];
    if (!first) first = &t->globals[i];
  }
  return first;
}

bool ir_ctype_decl(FILE *f, const IrCTypes *t, uint32_t id, const char *name) {
  const CType *ty = id < t->ntypes ? &t->types[id] : NULL;
  if (!ty) return false;
  switch ((CTypeKind)ty->kind) {
  case CT_VOID: fprintf(f, "void %s", name); return true;
  case CT_PTR: fprintf(f, "void *%s", name); return true;
  case CT_INT:
    if (ty->is_bool) {
      fprintf(f, "_Bool %s", name);
      return true;
    }
    if (ty->size != 1 && ty->size != 2 && ty->size != 4 && ty->size != 8) return false;
    fprintf(f, "%sint%u_t %s", ty->is_signed ? "" : "u", (unsigned)(8 * ty->size), name);
    return true;
  case CT_FLOAT:
    if (ty->size != 4 && ty->size != 8) return false;
    fprintf(f, "%s %s", ty->size == 4 ? "float" : "double", name);
    return true;
  default: return false;
  }
}

static const char *const kind_names[] = {"?", "void", "int", "float", "ptr", "struct", "union", "array", "fn"};

void ir_ctypes_dump(FILE *f, const IrCTypes *t) {
  for (uint32_t i = 1; i < t->ntypes; i++) {
    const CType *ty = &t->types[i];
    fprintf(f, "ctype c%u %s%s%s size %llu", i, kind_names[ty->kind], ty->name ? " " : "", ty->name ? ty->name : "",
            (unsigned long long)ty->size);
    if (ty->kind == CT_INT) fputs(ty->is_signed ? " signed" : " unsigned", f);
    if (ty->kind == CT_PTR || ty->kind == CT_ARRAY) fprintf(f, " -> c%u", ty->ref);
    if (ty->kind == CT_ARRAY) fprintf(f, " x %llu", (unsigned long long)ty->count);
    if (ty->incomplete) fputs(" incomplete", f);
    for (uint32_t k = 0; k < ty->nfields; k++)
      fprintf(f, "%s%s@%llu:c%u", k ? ", " : " {", ty->fields[k].name, (unsigned long long)ty->fields[k].offset,
              ty->fields[k].type);
    fputs(ty->nfields ? "}\n" : "\n", f);
  }
  for (uint32_t i = 0; i < t->nsigs; i++) {
    const CSig *s = &t->sigs[i];
    fprintf(f, "csig %s: c%u (", s->fn, s->ret);
    for (uint32_t k = 0; k < s->nparams; k++) fprintf(f, "%s%s c%u", k ? ", " : "", s->params[k].name, s->params[k].type);
    fprintf(f, "%s)\n", s->variadic ? ", ..." : "");
  }
  for (uint32_t i = 0; i < t->nglobals; i++)
    fprintf(f, "cglobal %s: c%u%s%s\n", t->globals[i].name, t->globals[i].type, t->globals[i].is_static ? " static" : "",
            t->globals[i].is_const ? " const" : "");
}
