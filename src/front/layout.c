/* layout: the register layout of LLVM types (TypeInfo: scalar leaves, their
 * widths and byte offsets) and scalar widths. */
#include "front/front_internal.h"

unsigned fp_bits(LLVMTypeKind k) {
  switch (k) {
  case LLVMHalfTypeKind: case LLVMBFloatTypeKind: return 16;
  case LLVMFloatTypeKind: return 32;
  case LLVMDoubleTypeKind: return 64;
  case LLVMX86_FP80TypeKind: return 80;
  case LLVMFP128TypeKind: case LLVMPPC_FP128TypeKind: return 128;
  default: return 0;
  }
}

static void ti_fill(Front *F, TypeInfo *ti, LLVMTypeRef t, uint32_t *pos, uint64_t off) {
  LLVMTypeKind k = LLVMGetTypeKind(t);
  if (k == LLVMStructTypeKind) {
    unsigned n = LLVMCountStructElementTypes(t);
    for (unsigned i = 0; i < n; i++) {
      LLVMTypeRef et = LLVMStructGetTypeAtIndex(t, i);
      ti_fill(F, ti, et, pos, off + LLVMOffsetOfElement(F->td, t, i));
    }
  } else if (k == LLVMArrayTypeKind) {
    LLVMTypeRef et = LLVMGetElementType(t);
    TypeInfo *eti = tinfo(F, et);
    if (eti->nleaves == 0) return;
    uint64_t stride = LLVMABISizeOfType(F->td, et);
    unsigned n = LLVMGetArrayLength(t);
    for (unsigned i = 0; i < n; i++) {
      for (uint32_t j = 0; j < eti->nleaves; j++) {
        ti->lw[*pos] = eti->lw[j];
        ti->loff[*pos] = off + i * stride + eti->loff[j];
        (*pos)++;
      }
    }
  } else {
    TypeInfo *lti = tinfo(F, t);
    if (lti->nleaves == 0) return;
    ti->lw[*pos] = lti->lw[0];
    ti->loff[*pos] = off;
    (*pos)++;
  }
}

TypeInfo *tinfo(Front *F, LLVMTypeRef t) {
  uint32_t *found = map_find(&F->types, pkey(t));
  if (found) return F->tinfos.data[*found];
  TypeInfo *ti = xcalloc(1, sizeof *ti);
  uint64_t n = 0;
  unsigned w = 0;
  LLVMTypeKind k = LLVMGetTypeKind(t);
  switch (k) {
  case LLVMVoidTypeKind: case LLVMLabelTypeKind: case LLVMMetadataTypeKind:
    break;
  case LLVMTokenTypeKind:
    ti->problem = "token value";
    break;
  case LLVMFunctionTypeKind:
    ti->problem = "function value";
    break;
  case LLVMIntegerTypeKind:
    n = 1;
    w = LLVMGetIntTypeWidth(t);
    if (w > 128) ti->problem = "integer wider than 128 bits";
    break;
  case LLVMPointerTypeKind:
    n = 1;
    w = F->m->layout.ptr_bits;
    break;
  case LLVMFloatTypeKind: case LLVMDoubleTypeKind: case LLVMX86_FP80TypeKind:
    n = 1;
    w = fp_bits(k);
    break;
  case LLVMHalfTypeKind: case LLVMBFloatTypeKind: case LLVMFP128TypeKind: case LLVMPPC_FP128TypeKind:
    n = 1;
    w = fp_bits(k);
    ti->problem = "floating point: half, bfloat or 128-bit";
    break;
  case LLVMStructTypeKind:
    if (LLVMIsOpaqueStruct(t)) {
      ti->problem = "opaque type";
      break;
    }
    for (unsigned i = 0, c = LLVMCountStructElementTypes(t); i < c; i++) {
      TypeInfo *eti = tinfo(F, LLVMStructGetTypeAtIndex(t, i));
      n += eti->nleaves;
      if (!ti->problem) ti->problem = eti->problem;
      if (n > LEAF_CAP) n = LEAF_CAP + 1;
    }
    break;
  case LLVMArrayTypeKind: {
    TypeInfo *eti = tinfo(F, LLVMGetElementType(t));
    n = (uint64_t)eti->nleaves * LLVMGetArrayLength(t);
    ti->problem = eti->problem;
    if (n > LEAF_CAP) n = LEAF_CAP + 1;
    break;
  }
  case LLVMVectorTypeKind: case LLVMScalableVectorTypeKind:
  case LLVMX86_MMXTypeKind: case LLVMX86_AMXTypeKind:
    n = 1;
    ti->problem = "vector operation";
    break;
  default:
    n = 1;
    ti->problem = "unsupported type";
    break;
  }
  if (n > LEAF_CAP) {
    if (!ti->problem) ti->problem = "aggregate value too large";
    n = 1;   /* one placeholder register; never used leaf-wise */
    ti->nleaves = 1;
  } else {
    ti->nleaves = (uint32_t)n;
    if (n) {
      ti->cap = (uint32_t)n;
      ti->lw = xcalloc(n, sizeof(uint16_t));
      ti->loff = xcalloc(n, sizeof(uint64_t));
      if (k == LLVMStructTypeKind || k == LLVMArrayTypeKind) {
        uint32_t pos = 0;
        ti_fill(F, ti, t, &pos, 0);
      } else {
        ti->lw[0] = (uint16_t)(w > 0xffff ? 0xffff : w);
      }
    }
  }
  map_put(&F->types, pkey(t), (uint32_t)F->tinfos.len);
  VEC_PUSH(F->tinfos, ti);
  return ti;
}

/* Width of a scalar integer or pointer type, 0 for anything else. */
unsigned scalar_width(const Front *F, LLVMTypeRef t) {
  switch (LLVMGetTypeKind(t)) {
  case LLVMIntegerTypeKind: return LLVMGetIntTypeWidth(t);
  case LLVMPointerTypeKind: return F->m->layout.ptr_bits;
  case LLVMFloatTypeKind: return 32;
  case LLVMDoubleTypeKind: return 64;
  case LLVMX86_FP80TypeKind: return 80;
  default: return 0;
  }
}
