/* typetab: see typetab.h. */
#include "front/typetab.h"

#include "base/util.h"
#include "front/map.h"

struct TypeTab {
  LLVMTargetDataRef td;
  Map ids;             /* LLVMTypeRef -> id */
  VEC(IrType) types;
};

TypeTab *typetab_new(LLVMTargetDataRef td) {
  TypeTab *T = xcalloc(1, sizeof *T);
  T->td = td;
  IrType unknown;
  memset(&unknown, 0, sizeof unknown);
  VEC_PUSH(T->types, unknown); /* id 0 */
  return T;
}

static char *struct_name(LLVMTypeRef t) {
  const char *n = LLVMGetStructName(t);
  return n && *n ? xstrdup(n) : NULL;
}

/* Fields of a struct with a body; their types are added first (their ids
 * are needed), so the struct's own entry is re-found by id afterwards. */
static void fill_struct(TypeTab *T, uint32_t id, LLVMTypeRef t) {
  unsigned n = LLVMCountStructElementTypes(t);
  IrField *fields = n ? xcalloc(n, sizeof(IrField)) : NULL;
  for (unsigned i = 0; i < n; i++) {
    fields[i].offset = LLVMOffsetOfElement(T->td, t, i);
    fields[i].type = typetab_id(T, LLVMStructGetTypeAtIndex(t, i));
  }
  IrType *ty = &T->types.data[id];
  ty->fields = fields;
  ty->nfields = n;
}

uint32_t typetab_id(TypeTab *T, LLVMTypeRef t) {
  uint32_t *found = map_find(&T->ids, pkey(t));
  if (found) return *found;
  IrType ty;
  memset(&ty, 0, sizeof ty);
  LLVMTypeKind k = LLVMGetTypeKind(t);
  if (k != LLVMScalableVectorTypeKind && LLVMTypeIsSized(t)) {
    ty.size = LLVMABISizeOfType(T->td, t);
    ty.align = LLVMABIAlignmentOfType(T->td, t);
  }
  switch (k) {
  case LLVMVoidTypeKind: ty.kind = IR_TY_VOID; break;
  case LLVMIntegerTypeKind: ty.kind = IR_TY_INT, ty.bits = LLVMGetIntTypeWidth(t); break;
  case LLVMPointerTypeKind: ty.kind = IR_TY_PTR, ty.bits = 8 * LLVMPointerSize(T->td); break;
  case LLVMHalfTypeKind: case LLVMBFloatTypeKind: case LLVMFloatTypeKind: case LLVMDoubleTypeKind:
  case LLVMX86_FP80TypeKind: case LLVMFP128TypeKind: case LLVMPPC_FP128TypeKind:
    ty.kind = IR_TY_FLOAT, ty.bits = (uint32_t)LLVMSizeOfTypeInBits(T->td, t);
    break;
  case LLVMFunctionTypeKind: ty.kind = IR_TY_FUNC; break;
  case LLVMStructTypeKind:
    ty.kind = IR_TY_STRUCT;
    ty.name = struct_name(t);
    ty.packed = LLVMIsPackedStruct(t);
    ty.opaque = LLVMIsOpaqueStruct(t);
    break;
  case LLVMArrayTypeKind: case LLVMVectorTypeKind:
    ty.kind = k == LLVMArrayTypeKind ? IR_TY_ARRAY : IR_TY_VECTOR;
    ty.count = k == LLVMArrayTypeKind ? LLVMGetArrayLength(t) : LLVMGetVectorSize(t);
    break;
  default: ty.kind = IR_TY_OTHER; break;
  }
  /* The entry exists before its parts are added (fill_struct re-finds it by id). */
  uint32_t id = (uint32_t)T->types.len;
  VEC_PUSH(T->types, ty);
  map_put(&T->ids, pkey(t), id);
  if (k == LLVMStructTypeKind && !ty.opaque) fill_struct(T, id, t);
  if (k == LLVMArrayTypeKind || k == LLVMVectorTypeKind) {
    uint32_t elem = typetab_id(T, LLVMGetElementType(t));
    T->types.data[id].elem = elem;
  }
  return id;
}

void typetab_finish(TypeTab *T, IrTypeTable *out) {
  out->ntypes = (uint32_t)T->types.len;
  out->types = xrealloc(T->types.data, T->types.cap * sizeof(IrType), T->types.len * sizeof(IrType));
  map_free(&T->ids);
  xfree(T, sizeof *T);
}
