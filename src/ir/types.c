/* types: see types.h. Freeing, lookups and printing of the type table;
 * the front end fills it (front/typetab.c). */
#include "ir/types.h"

#include <string.h>

#include "base/util.h"

void ir_types_free(IrTypeTable *t) {
  for (uint32_t i = 0; i < t->ntypes; i++) {
    IrType *ty = &t->types[i];
    if (ty->name) xstrfree(ty->name);
    xfree(ty->fields, (size_t)ty->nfields * sizeof(IrField));
  }
  xfree(t->types, (size_t)t->ntypes * sizeof(IrType));
  memset(t, 0, sizeof *t);
}

uint32_t ir_type_note_of(const IrTypeNote *notes, uint32_t n, uint32_t inst) {
  uint32_t lo = 0, hi = n;
  while (lo < hi) {
    uint32_t mid = lo + (hi - lo) / 2;
    if (notes[mid].inst < inst) lo = mid + 1;
    else hi = mid;
  }
  return lo < n && notes[lo].inst == inst ? notes[lo].type : 0;
}

uint32_t ir_type_find_struct(const IrTypeTable *t, const char *name) {
  for (uint32_t i = 1; i < t->ntypes; i++)
    if (t->types[i].kind == IR_TY_STRUCT && t->types[i].name && strcmp(t->types[i].name, name) == 0) return i;
  return 0;
}

void ir_type_print(FILE *f, const IrTypeTable *t, uint32_t id) {
  if (id == 0 || id >= t->ntypes) {
    fputs("?", f);
    return;
  }
  const IrType *ty = &t->types[id];
  switch ((IrTypeKind)ty->kind) {
  case IR_TY_VOID: fputs("void", f); return;
  case IR_TY_INT: fprintf(f, "i%u", ty->bits); return;
  case IR_TY_PTR: fputs("ptr", f); return;
  case IR_TY_FLOAT: fprintf(f, "f%u", ty->bits); return;
  case IR_TY_FUNC: fputs("fn", f); return;
  case IR_TY_ARRAY:
  case IR_TY_VECTOR:
    fprintf(f, ty->kind == IR_TY_ARRAY ? "[%llu x " : "<%llu x ", (unsigned long long)ty->count);
    ir_type_print(f, t, ty->elem);
    fputc(ty->kind == IR_TY_ARRAY ? ']' : '>', f);
    return;
  case IR_TY_STRUCT:
    if (ty->name) {
      fprintf(f, "%%%s", ty->name);
      return;
    }
    fputs(ty->packed ? "<{" : "{", f);
    for (uint32_t i = 0; i < ty->nfields; i++) {
      if (i) fputs(", ", f);
      ir_type_print(f, t, ty->fields[i].type);
    }
    fputs(ty->packed ? "}>" : "}", f);
    return;
  default: fputs("other", f); return;
  }
}

void ir_types_dump(FILE *f, const IrTypeTable *t) {
  for (uint32_t i = 1; i < t->ntypes; i++) {
    const IrType *ty = &t->types[i];
    if (ty->kind != IR_TY_STRUCT) continue;
    fprintf(f, "type t%u ", i);
    ir_type_print(f, t, i);
    if (ty->opaque) {
      fputs(": opaque\n", f);
      continue;
    }
    fprintf(f, ": %llu bytes, align %u%s\n", (unsigned long long)ty->size, ty->align, ty->packed ? ", packed" : "");
    for (uint32_t k = 0; k < ty->nfields; k++) {
      const IrField *fd = &ty->fields[k];
      fprintf(f, "  field %u: offset %llu, size %llu, ", k, (unsigned long long)fd->offset,
              (unsigned long long)(fd->type < t->ntypes ? t->types[fd->type].size : 0));
      ir_type_print(f, t, fd->type);
      fputc('\n', f);
    }
  }
}
