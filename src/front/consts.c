/* consts: LLVM constants evaluated at lowering time, and global initialisers
 * written as bytes. */
#include "front/front_internal.h"

/* ---- constants ------------------------------------------------------------ */

/* The 64-bit words of a ConstantInt of any width (little-endian). */
static bool const_int_words(Front *F, LLVMValueRef c, uint64_t *words, unsigned nw) {
  if (!LLVMIsAConstantInt(c)) return false;
  LLVMTypeRef t = LLVMTypeOf(c);
  unsigned w = LLVMGetIntTypeWidth(t);
  memset(words, 0, nw * sizeof(uint64_t));
  if (w <= 64) {
    words[0] = LLVMConstIntGetZExtValue(c);
    return true;
  }
  LLVMTypeRef i64 = LLVMInt64TypeInContext(F->ctx);
  for (unsigned k = 0; k < nw && 64 * k < w; k++) {
    LLVMValueRef sh = k ? LLVMConstLShr(c, LLVMConstInt(t, 64ull * k, 0)) : c;
    LLVMValueRef lo = LLVMConstTrunc(sh, i64);
    if (!LLVMIsAConstantInt(lo)) return false;
    words[k] = LLVMConstIntGetZExtValue(lo);
  }
  return true;
}

static uint32_t *global_id(Front *F, LLVMValueRef g) { return map_find(&F->gvar_id, pkey(g)); }

/* Byte offset of a constant GEP's indices, starting from its source element
 * type. `nidx` indices are at operands 1..nidx of `gep`; for instructions,
 * variable indices make this fail. */
static bool gep_const_offset(Front *F, LLVMValueRef gep, uint64_t *off, int depth) {
  LLVMTypeRef ty = LLVMGetGEPSourceElementType(gep);
  unsigned nops = (unsigned)LLVMGetNumOperands(gep);
  uint64_t acc = 0;
  for (unsigned i = 1; i < nops; i++) {
    LLVMValueRef idx = LLVMGetOperand(gep, i);
    u128 iv;
    if (!const_eval(F, idx, &iv, depth + 1)) return false;
    int64_t sv = (int64_t)(uint64_t)sext128(iv, scalar_width(F, LLVMTypeOf(idx)));
    if (i == 1) {
      if (!LLVMTypeIsSized(ty)) return false;
      acc += (uint64_t)sv * LLVMABISizeOfType(F->td, ty);
      continue;
    }
    LLVMTypeKind k = LLVMGetTypeKind(ty);
    if (k == LLVMStructTypeKind) {
      if ((uint64_t)sv >= LLVMCountStructElementTypes(ty)) return false;
      acc += LLVMOffsetOfElement(F->td, ty, (unsigned)sv);
      ty = LLVMStructGetTypeAtIndex(ty, (unsigned)sv);
    } else if (k == LLVMArrayTypeKind) {
      ty = LLVMGetElementType(ty);
      acc += (uint64_t)sv * LLVMABISizeOfType(F->td, ty);
    } else {
      return false;
    }
  }
  *off = acc;
  return true;
}

/* Value of a scalar (integer or pointer) constant, truncated to its width.
 * Globals and functions evaluate to their symx addresses. */
bool const_eval(Front *F, LLVMValueRef c, u128 *out, int depth) {
  if (depth > 100) return false;
  LLVMTypeRef t = LLVMTypeOf(c);
  unsigned w = scalar_width(F, t);
  if (w == 0 || w > 128) return false;
  u128 v = 0;
  if (LLVMIsAConstantInt(c)) {
    uint64_t words[2];
    if (!const_int_words(F, c, words, 2)) return false;
    v = (u128)words[0] | ((u128)words[1] << 64);
  } else if (LLVMIsAConstantFP(c)) {   /* float, double, long double: the bit pattern */
    LLVMValueRef iv = LLVMConstBitCast(c, LLVMIntTypeInContext(F->ctx, w));
    uint64_t words[2];
    if (!iv || !LLVMIsAConstantInt(iv) || !const_int_words(F, iv, words, 2)) return false;
    v = (u128)words[0] | (w > 64 ? (u128)words[1] << 64 : 0);
  } else if (LLVMIsAConstantPointerNull(c) || LLVMIsAUndefValue(c) ||
             LLVMIsAConstantAggregateZero(c) || LLVMIsAConstantTokenNone(c)) {
    v = 0;
  } else if (LLVMIsAGlobalVariable(c)) {
    uint32_t *id = global_id(F, c);
    if (!id) return false;
    v = addr_static(&F->m->layout, *id);
  } else if (LLVMIsAFunction(c)) {
    uint32_t *idx = map_find(&F->func_idx, pkey(c));
    if (!idx) return false;
    v = addr_static(&F->m->layout, ir_function_obj_id(F->m, *idx));
  } else if (LLVMIsAGlobalAlias(c)) {
    LLVMValueRef target = LLVMAliasGetAliasee(c);
    if (!target || !const_eval(F, target, &v, depth + 1)) return false;
  } else if (LLVMIsAConstantExpr(c)) {
    LLVMOpcode op = LLVMGetConstOpcode(c);
    u128 a = 0, b = 0;
    LLVMValueRef o0 = LLVMGetNumOperands(c) > 0 ? LLVMGetOperand(c, 0) : NULL;
    unsigned aw = o0 ? scalar_width(F, LLVMTypeOf(o0)) : 0;
    switch (op) {
    case LLVMBitCast: case LLVMAddrSpaceCast: case LLVMIntToPtr: case LLVMPtrToInt:
    case LLVMTrunc: case LLVMZExt:
      if (!o0 || !const_eval(F, o0, &v, depth + 1)) return false;
      break;
    case LLVMSExt:
      if (!o0 || !const_eval(F, o0, &a, depth + 1)) return false;
      v = sext128(a, aw);
      break;
    case LLVMGetElementPtr: {
      uint64_t off;
      if (!o0 || !const_eval(F, o0, &a, depth + 1)) return false;
      if (!gep_const_offset(F, c, &off, depth)) return false;
      v = (uint64_t)a + off;
      break;
    }
    case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMAnd: case LLVMOr: case LLVMXor:
    case LLVMShl: case LLVMLShr: case LLVMAShr: case LLVMICmp: {
      if (LLVMGetNumOperands(c) < 2) return false;
      if (!const_eval(F, o0, &a, depth + 1) ||
          !const_eval(F, LLVMGetOperand(c, 1), &b, depth + 1))
        return false;
      switch (op) {
      case LLVMAdd: v = a + b; break;
      case LLVMSub: v = a - b; break;
      case LLVMMul: v = a * b; break;
      case LLVMAnd: v = a & b; break;
      case LLVMOr: v = a | b; break;
      case LLVMXor: v = a ^ b; break;
      case LLVMShl: v = b >= w ? 0 : a << (unsigned)b; break;
      case LLVMLShr: v = b >= w ? 0 : a >> (unsigned)b; break;
      case LLVMAShr: v = b >= w ? 0 : (u128)((__int128)sext128(a, w) >> (unsigned)b); break;
      default: { /* ICmp */
        __int128 sa = (__int128)sext128(a, aw), sb = (__int128)sext128(b, aw);
        switch (LLVMGetICmpPredicate(c)) {
        case LLVMIntEQ: v = a == b; break;
        case LLVMIntNE: v = a != b; break;
        case LLVMIntUGT: v = a > b; break;
        case LLVMIntUGE: v = a >= b; break;
        case LLVMIntULT: v = a < b; break;
        case LLVMIntULE: v = a <= b; break;
        case LLVMIntSGT: v = sa > sb; break;
        case LLVMIntSGE: v = sa >= sb; break;
        case LLVMIntSLT: v = sa < sb; break;
        case LLVMIntSLE: v = sa <= sb; break;
        default: return false;
        }
      }
      }
      break;
    }
    case LLVMSelect: {
      u128 cv;
      if (LLVMGetNumOperands(c) < 3 || !const_eval(F, o0, &cv, depth + 1)) return false;
      if (!const_eval(F, LLVMGetOperand(c, (cv & 1) ? 1 : 2), &v, depth + 1)) return false;
      break;
    }
    default:
      return false;
    }
  } else {
    return false;
  }
  *out = v & mask128(w);
  return true;
}

/* Writes the little-endian bytes of v (n bytes) at buf[off], within size. */
static void put_bytes(uint8_t *buf, uint64_t size, uint64_t off, const uint64_t *words, uint64_t n) {
  for (uint64_t i = 0; i < n && off + i < size; i++)
    buf[off + i] = (uint8_t)(words[i / 8] >> (8 * (i % 8)));
}

/* Evaluates a global initializer into bytes. Unknown pieces stay zero. */
void write_const(Front *F, uint8_t *buf, uint64_t size, uint64_t off, LLVMValueRef c, int depth) {
  if (!c || off >= size || depth > 200) return;
  if (LLVMIsAConstantAggregateZero(c) || LLVMIsAUndefValue(c) || LLVMIsAConstantPointerNull(c)) return;
  LLVMTypeRef t = LLVMTypeOf(c);
  LLVMTypeKind k = LLVMGetTypeKind(t);
  switch (k) {
  case LLVMIntegerTypeKind: {
    unsigned w = LLVMGetIntTypeWidth(t);
    uint64_t nbytes = (w + 7) / 8;
    if (w <= 128) {
      u128 v;
      if (!const_eval(F, c, &v, depth)) return;
      uint64_t words[2] = {(uint64_t)v, (uint64_t)(v >> 64)};
      put_bytes(buf, size, off, words, nbytes);
    } else {
      unsigned nw = (w + 63) / 64;
      uint64_t *words = xcalloc(nw, sizeof(uint64_t));
      if (const_int_words(F, c, words, nw)) put_bytes(buf, size, off, words, nbytes);
      xfree(words, nw * sizeof(uint64_t));
    }
    return;
  }
  case LLVMPointerTypeKind: {
    u128 v;
    if (!const_eval(F, c, &v, depth)) return;
    uint64_t words[1] = {(uint64_t)v};
    put_bytes(buf, size, off, words, addr_ptr_bytes(&F->m->layout));
    return;
  }
  case LLVMHalfTypeKind: case LLVMBFloatTypeKind: case LLVMFloatTypeKind:
  case LLVMDoubleTypeKind: case LLVMX86_FP80TypeKind: case LLVMFP128TypeKind:
  case LLVMPPC_FP128TypeKind: {
    if (!LLVMIsAConstantFP(c)) return;
    unsigned bits = fp_bits(k);
    LLVMValueRef iv = LLVMConstBitCast(c, LLVMIntTypeInContext(F->ctx, bits));
    uint64_t words[2];
    if (const_int_words(F, iv, words, 2)) put_bytes(buf, size, off, words, (bits + 7) / 8);
    return;
  }
  case LLVMStructTypeKind: {
    if (LLVMIsOpaqueStruct(t)) return;
    unsigned n = LLVMCountStructElementTypes(t);
    for (unsigned i = 0; i < n; i++)
      write_const(F, buf, size, off + LLVMOffsetOfElement(F->td, t, i),
                  LLVMGetAggregateElement(c, i), depth + 1);
    return;
  }
  case LLVMArrayTypeKind: case LLVMVectorTypeKind: {
    LLVMTypeRef et = LLVMGetElementType(t);
    if (LLVMIsAConstantDataSequential(c) && LLVMIsConstantString(c)) {
      size_t len = 0;
      const char *s = LLVMGetAsString(c, &len);
      for (size_t i = 0; i < len && off + i < size; i++) buf[off + i] = (uint8_t)s[i];
      return;
    }
    if (k == LLVMVectorTypeKind && LLVMGetTypeKind(et) == LLVMIntegerTypeKind &&
        LLVMGetIntTypeWidth(et) % 8 != 0)
      return;   /* bit-packed vectors: not modelled */
    uint64_t stride = LLVMABISizeOfType(F->td, et);
    unsigned n = k == LLVMArrayTypeKind ? LLVMGetArrayLength(t) : LLVMGetVectorSize(t);
    for (unsigned i = 0; i < n; i++) {
      if (off + i * stride >= size) break;
      write_const(F, buf, size, off + i * stride, LLVMGetAggregateElement(c, i), depth + 1);
    }
    return;
  }
  default:
    return;
  }
}
