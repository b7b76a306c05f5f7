/* front: C sources -> clang -> LLVM bitcode -> link runtime models -> mem2reg
 * -> symx IR. See front.h and ir.h. With typetab.c, the only files that include llvm-c.
 *
 * Ownership: the IrModule and everything it points to is allocated with
 * util.h's allocator at exact sizes (arrays are shrunk to their length before
 * they are stored), so ir_module_free releases it all. File names of source
 * locations are interned in module->strings (next to the UNSUPPORTED
 * messages); IrLoc.file points into that array.
 *
 * Lowering works in two register namespaces: constants (tagged with CTAG,
 * indices into the function's constant pool) and the other registers
 * (parameters first, then one range per SSA value, then temporaries made by
 * the lowering). A final pass renumbers them to the ir.h layout. Branch
 * targets are block indices or edge-stub indices (tagged with STAG) until
 * the same final pass turns them into instruction indices. */
#define _GNU_SOURCE
#include "front/front.h"
#include "expr/fp.h"
#include "base/proc.h"
#include "front/clang.h"
#include "front/map.h"
#include "front/typetab.h"
#include "ir/addr.h"
#include "ir/cfg.h"

#include <llvm-c/Analysis.h>
#include <llvm-c/BitReader.h>
#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>
#include <llvm-c/IRReader.h>
#include <llvm-c/Linker.h>
#include <llvm-c/Target.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdarg.h>
#include <string.h>
#include <sys/stat.h>
#include <dirent.h>
#include <limits.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#ifndef SYMX_CLANG
#define SYMX_CLANG "clang"
#endif



#define CTAG 0x80000000u   /* constant register (pool index in the low bits) */
#define STAG 0x80000000u   /* branch target that is an edge stub */
#define NOREG 0xFFFFFFFFu  /* no operand */
#define LEAF_CAP 4096      /* larger aggregate SSA values are unsupported */
#define BYVAL_COPY_MAX 65536


/* ---- types ------------------------------------------------------------- */

/* Register layout of an LLVM type: its scalar leaves, their widths and their
 * byte offsets in memory. `problem` says why values of the type cannot be
 * handled (NULL if they can). */
typedef struct TypeInfo {
  uint32_t nleaves;
  const char *problem;
  uint16_t *lw;       /* leaf widths in bits (NULL if nleaves > LEAF_CAP) */
  uint64_t *loff;     /* leaf byte offsets */
  uint32_t cap;       /* allocated length of lw/loff */
} TypeInfo;

typedef struct Front {
  LLVMContextRef ctx;
  LLVMModuleRef mod;
  LLVMTargetDataRef td;
  IrModule *m;
  VEC(IrLoc) locs;
  VEC(char *) strings;
  uint32_t *str_tab;  /* open addressing: string index + 1 */
  size_t str_cap;
  uint32_t *loc_tab;  /* open addressing: loc index + 1 */
  size_t loc_cap;
  Map gvar_id;        /* GlobalVariable -> object id */
  Map func_idx;       /* Function -> index */
  Map types;          /* Type -> index in tinfos */
  VEC(TypeInfo *) tinfos;
  const char *last_file;  /* cache for file-name interning */
  const char *last_dir;
  size_t last_file_len;
  uint32_t last_file_idx;
  unsigned kind_byval;
  TypeTab *tt;        /* the module's type table, being built */
  unsigned ptr_bits;  /* the data model's pointer width: 64 or 32 */
  char cwd[4096];     /* symx's working directory (file_of), read once */
} Front;

static TypeInfo *tinfo(Front *F, LLVMTypeRef t);

static unsigned fp_bits(LLVMTypeKind k) {
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

static TypeInfo *tinfo(Front *F, LLVMTypeRef t) {
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
  case LLVMFloatTypeKind: case LLVMDoubleTypeKind:
    n = 1;
    w = fp_bits(k);
    break;
  case LLVMX86_FP80TypeKind:
    n = 1;
    w = fp_bits(k);
    ti->problem = "floating point: long double (x86 80-bit)";
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
static unsigned scalar_width(const Front *F, LLVMTypeRef t) {
  switch (LLVMGetTypeKind(t)) {
  case LLVMIntegerTypeKind: return LLVMGetIntTypeWidth(t);
  case LLVMPointerTypeKind: return F->m->layout.ptr_bits;
  case LLVMFloatTypeKind: return 32;
  case LLVMDoubleTypeKind: return 64;
  default: return 0;
  }
}

static u128 mask128(unsigned w) {
  return w >= 128 ? ~(u128)0 : (((u128)1 << w) - 1);
}

static u128 sext128(u128 v, unsigned w) {
  if (w == 0 || w >= 128) return v;
  unsigned s = 128 - w;
  return (u128)((__int128)(v << s) >> s);
}

/* ---- strings and locations ------------------------------------------------ */

static uint32_t intern(Front *F, const char *s, size_t len) {
  if (2 * (F->strings.len + 1) > F->str_cap) {
    size_t ncap = F->str_cap ? 2 * F->str_cap : 64;
    xfree(F->str_tab, F->str_cap * sizeof(uint32_t));
    F->str_tab = xcalloc(ncap, sizeof(uint32_t));
    F->str_cap = ncap;
    for (size_t i = 0; i < F->strings.len; i++) {
      const char *t = F->strings.data[i];
      size_t j = hash_bytes(t, strlen(t)) & (ncap - 1);
      while (F->str_tab[j]) j = (j + 1) & (ncap - 1);
      F->str_tab[j] = (uint32_t)i + 1;
    }
  }
  size_t mask = F->str_cap - 1;
  size_t j = hash_bytes(s, len) & mask;
  for (;; j = (j + 1) & mask) {
    uint32_t e = F->str_tab[j];
    if (!e) break;
    const char *t = F->strings.data[e - 1];
    if (strlen(t) == len && memcmp(t, s, len) == 0) return e - 1;
  }
  char *copy = xmalloc(len + 1);
  memcpy(copy, s, len);
  copy[len] = 0;
  F->str_tab[j] = (uint32_t)F->strings.len + 1;
  VEC_PUSH(F->strings, copy);
  return (uint32_t)F->strings.len - 1;
}

static uint32_t intern_msg(Front *F, const char *s) { return intern(F, s, strlen(s)); }

static uint64_t loc_hash(const char *file, uint32_t line, uint32_t col) {
  return hash_mix(hash_mix(pkey(file), line), col);
}

static uint32_t loc_intern(Front *F, const char *file, uint32_t line, uint32_t col) {
  if (2 * (F->locs.len + 1) > F->loc_cap) {
    size_t ncap = F->loc_cap ? 2 * F->loc_cap : 256;
    xfree(F->loc_tab, F->loc_cap * sizeof(uint32_t));
    F->loc_tab = xcalloc(ncap, sizeof(uint32_t));
    F->loc_cap = ncap;
    for (size_t i = 1; i < F->locs.len; i++) {
      IrLoc *l = &F->locs.data[i];
      size_t j = loc_hash(l->file, l->line, l->col) & (ncap - 1);
      while (F->loc_tab[j]) j = (j + 1) & (ncap - 1);
      F->loc_tab[j] = (uint32_t)i + 1;
    }
  }
  size_t mask = F->loc_cap - 1;
  size_t j = loc_hash(file, line, col) & mask;
  for (;; j = (j + 1) & mask) {
    uint32_t e = F->loc_tab[j];
    if (!e) break;
    IrLoc *l = &F->locs.data[e - 1];
    if (l->file == file && l->line == line && l->col == col) return e - 1;
  }
  IrLoc l = {file, line, col};
  F->loc_tab[j] = (uint32_t)F->locs.len + 1;
  VEC_PUSH(F->locs, l);
  return (uint32_t)F->locs.len - 1;
}

/* Interned file name of a value's debug location (NULL if none). Only
 * strings that never move are returned: the string array may grow, but
 * the strings themselves do not. Clang names a file relative to the
 * directory it shares with its working directory (/a/x/f.c compiled in /a/y
 * is x/f.c in /a); such a name is joined with that directory unless it is
 * symx's own working directory, so that every name opens from here. */
static const char *file_of(Front *F, LLVMValueRef v) {
  char *cwd = F->cwd;
  unsigned len = 0, dlen = 0;
  const char *s = LLVMGetDebugLocFilename(v, &len);
  if (!s || len == 0) return NULL;
  const char *d = s[0] != '/' ? LLVMGetDebugLocDirectory(v, &dlen) : NULL;
  if (s == F->last_file && len == F->last_file_len && d == F->last_dir)
    return F->strings.data[F->last_file_idx];
  if (!cwd[0] && !getcwd(cwd, sizeof F->cwd)) cwd[0] = 0;
  uint32_t idx;
  if (d && dlen && (dlen != strlen(cwd) || memcmp(d, cwd, dlen) != 0)) {
    size_t n = (size_t)dlen + 1 + len + 1;
    char *full = xmalloc(n);
    snprintf(full, n, "%.*s/%.*s", (int)dlen, d, (int)len, s);
    idx = intern(F, full, n - 1);
    xfree(full, n);
  } else {
    idx = intern(F, s, len);
  }
  F->last_file = s;
  F->last_dir = d;
  F->last_file_len = len;
  F->last_file_idx = idx;
  return F->strings.data[idx];
}

/* Location index of an instruction, or 0 if it has none. */
static uint32_t inst_loc(Front *F, LLVMValueRef inst) {
  unsigned line = LLVMGetDebugLocLine(inst);
  if (line == 0) return 0;
  return loc_intern(F, file_of(F, inst), line, LLVMGetDebugLocColumn(inst));
}

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

static bool const_eval(Front *F, LLVMValueRef c, u128 *out, int depth);

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
static bool const_eval(Front *F, LLVMValueRef c, u128 *out, int depth) {
  if (depth > 100) return false;
  LLVMTypeRef t = LLVMTypeOf(c);
  unsigned w = scalar_width(F, t);
  if (w == 0 || w > 128) return false;
  u128 v = 0;
  if (LLVMIsAConstantInt(c)) {
    uint64_t words[2];
    if (!const_int_words(F, c, words, 2)) return false;
    v = (u128)words[0] | ((u128)words[1] << 64);
  } else if (LLVMIsAConstantFP(c)) {   /* float, double: the bit pattern */
    LLVMValueRef iv = LLVMConstBitCast(c, LLVMIntTypeInContext(F->ctx, w));
    uint64_t words[2];
    if (!iv || !LLVMIsAConstantInt(iv) || !const_int_words(F, iv, words, 2)) return false;
    v = words[0];
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
static void write_const(Front *F, uint8_t *buf, uint64_t size, uint64_t off, LLVMValueRef c, int depth) {
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

/* ---- lowering one function -------------------------------------------------- */

typedef struct Stub {
  uint32_t pred, succ, loc;
} Stub;

typedef struct CSlot {
  uint64_t lo, hi;
  uint32_t w;      /* 0 for values of <= 64 bits */
  uint32_t idx1;   /* pool index + 1; 0 = empty */
} CSlot;

typedef struct Lower {
  Front *F;
  char err_buf[200];  /* a failure message made up here (fail_fmt); L->err may point to it */
  IrFunction *fn;
  LLVMValueRef llfn;
  VEC(IrInst) code;
  VEC(uint32_t) extra;
  VEC(Val) consts;
  CSlot *ctab;
  size_t ccap, cn;
  Map aggc;           /* aggregate constant -> first pool index */
  Map vals;           /* Argument / Instruction -> register */
  Map blocks;         /* BasicBlock -> index */
  uint32_t nblocks;
  LLVMBasicBlockRef *bbs;
  uint32_t *block_start;
  bool *has_phi;
  VEC(Stub) stubs;
  VEC(IrTypeNote) notes; /* element types of allocas and GEPs, by instruction */
  Map stubmap;        /* (pred << 32 | succ) + 1 -> stub index */
  uint32_t nregs;     /* non-constant registers */
  uint32_t cur_loc;
  uint32_t cur_block;
  const char *err;    /* why the current instruction cannot be lowered */
} Lower;

static void fail(Lower *L, const char *why) {
  if (!L->err) L->err = why;
}

/* fail with a message made from a format: the first failure wins, so the
 * buffer is written only while no message points to it yet. */
__attribute__((format(printf, 2, 3))) static void fail_fmt(Lower *L, const char *fmt, ...) {
  if (L->err) return;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(L->err_buf, sizeof L->err_buf, fmt, ap);
  va_end(ap);
  L->err = L->err_buf;
}

static uint32_t new_regs(Lower *L, uint32_t n) {
  uint32_t r = L->nregs;
  if ((uint64_t)L->nregs + n >= CTAG) die("function %s has too many registers", L->fn->name);
  L->nregs += n;
  return r;
}

static IrInst *emit(Lower *L, IrOp op, unsigned width, uint32_t dst, uint32_t a, uint32_t b, uint32_t c) {
  IrInst in;
  memset(&in, 0, sizeof in);
  in.op = (uint8_t)op;
  in.width = (uint16_t)width;
  in.dst = dst;
  in.a = a;
  in.b = b;
  in.c = c;
  in.loc = L->cur_loc;
  VEC_PUSH(L->code, in);
  return &L->code.data[L->code.len - 1];
}

static void emit_unsupported(Lower *L, const char *msg) {
  IrInst *in = emit(L, IR_UNSUPPORTED, 0, NOREG, NOREG, NOREG, NOREG);
  in->u.imm = intern_msg(L->F, msg);
}

/* A constant register holding v (truncated to width bits). */
static uint32_t const_reg(Lower *L, unsigned width, u128 v) {
  v &= mask128(width);
  uint64_t lo = (uint64_t)v, hi = (uint64_t)(v >> 64);
  uint32_t wkey = width > 64 ? width : 0;
  if (2 * (L->cn + 1) > L->ccap) {
    size_t ncap = L->ccap ? 2 * L->ccap : 64;
    CSlot *old = L->ctab;
    size_t ocap = L->ccap;
    L->ctab = xcalloc(ncap, sizeof(CSlot));
    L->ccap = ncap;
    for (size_t i = 0; i < ocap; i++) {
      if (!old[i].idx1) continue;
      size_t j = hash_mix(hash_mix(old[i].lo, old[i].hi), old[i].w) & (ncap - 1);
      while (L->ctab[j].idx1) j = (j + 1) & (ncap - 1);
      L->ctab[j] = old[i];
    }
    xfree(old, ocap * sizeof(CSlot));
  }
  size_t mask = L->ccap - 1;
  size_t j = hash_mix(hash_mix(lo, hi), wkey) & mask;
  for (;; j = (j + 1) & mask) {
    CSlot *s = &L->ctab[j];
    if (!s->idx1) break;
    if (s->lo == lo && s->hi == hi && s->w == wkey) return CTAG | (s->idx1 - 1);
  }
  Val val = {0, NULL};
  if (width > 64)
    val.e = expr_const(L->F->m->exprs, width, v);
  else
    val.v = lo;
  uint32_t idx = (uint32_t)L->consts.len;
  VEC_PUSH(L->consts, val);
  L->ctab[j] = (CSlot){lo, hi, wkey, idx + 1};
  L->cn++;
  return CTAG | idx;
}

/* A pointer-width constant (an offset added to a pointer). */
static uint32_t constp(Lower *L, uint64_t v) { return const_reg(L, L->F->m->layout.ptr_bits, v); }

/* Leaf values of an aggregate constant, appended to the pool. */
static void const_leaves(Lower *L, LLVMValueRef c, LLVMTypeRef t) {
  LLVMTypeKind k = LLVMGetTypeKind(t);
  if (k == LLVMStructTypeKind || k == LLVMArrayTypeKind) {
    unsigned n = k == LLVMStructTypeKind ? LLVMCountStructElementTypes(t) : LLVMGetArrayLength(t);
    for (unsigned i = 0; i < n; i++) {
      LLVMTypeRef et = k == LLVMStructTypeKind ? LLVMStructGetTypeAtIndex(t, i) : LLVMGetElementType(t);
      LLVMValueRef e = c ? LLVMGetAggregateElement(c, i) : NULL;
      if (c && !e) fail(L, "constant expression");
      const_leaves(L, e, et);
    }
    return;
  }
  unsigned w = scalar_width(L->F, t);
  u128 v = 0;
  if (w == 0 || w > 128) {
    fail(L, "constant expression");
  } else if (c && !const_eval(L->F, c, &v, 0)) {
    fail(L, "constant expression");
  }
  Val val = {0, NULL};
  if (w > 64)
    val.e = expr_const(L->F->m->exprs, w, v & mask128(w));
  else
    val.v = (uint64_t)(v & mask128(w ? w : 64));
  VEC_PUSH(L->consts, val);
}

static uint32_t const_agg(Lower *L, LLVMValueRef c) {
  uint32_t *found = map_find(&L->aggc, pkey(c));
  if (found) return CTAG | *found;
  uint32_t first = (uint32_t)L->consts.len;
  const char *saved = L->err;
  LLVMTypeRef t = LLVMTypeOf(c);
  TypeInfo *ti = tinfo(L->F, t);
  if (ti->problem) {
    fail(L, ti->problem);
    return NOREG;
  }
  L->err = NULL;
  const_leaves(L, c, t);
  const char *leaf_err = L->err;
  L->err = saved ? saved : leaf_err;
  if (leaf_err) return NOREG;
  map_put(&L->aggc, pkey(c), first);
  return CTAG | first;
}

/* The register of an operand (the first one of an aggregate). */
static uint32_t opnd(Lower *L, LLVMValueRef v) {
  if (LLVMIsAInstruction(v) || LLVMIsAArgument(v)) {
    uint32_t *r = map_find(&L->vals, pkey(v));
    if (r) return *r;
    fail(L, "operand without a value");
    return NOREG;
  }
  if (LLVMIsAConstant(v)) {
    LLVMTypeRef t = LLVMTypeOf(v);
    LLVMTypeKind k = LLVMGetTypeKind(t);
    if (k == LLVMStructTypeKind || k == LLVMArrayTypeKind) return const_agg(L, v);
    unsigned w = scalar_width(L->F, t);
    u128 x;
    if (w == 0 || w > 128) {
      TypeInfo *ti = tinfo(L->F, t);
      fail(L, ti->problem ? ti->problem : "constant of unsupported type");
      return NOREG;
    }
    if (!const_eval(L->F, v, &x, 0)) {
      fail(L, LLVMIsABlockAddress(v) ? "block address" : "constant expression");
      return NOREG;
    }
    return const_reg(L, w, x);
  }
  if (LLVMIsAInlineAsm(v)) {
    fail(L, "inline assembly");
    return NOREG;
  }
  fail(L, "unsupported operand");
  return NOREG;
}

static uint32_t reg_of(Lower *L, LLVMValueRef inst) {
  uint32_t *r = map_find(&L->vals, pkey(inst));
  return r ? *r : NOREG;
}

/* A branch target: the block, or the edge stub doing its phi copies. */
static uint32_t edge_target(Lower *L, LLVMBasicBlockRef succ) {
  uint32_t *bi = map_find(&L->blocks, pkey(succ));
  if (!bi) {
    fail(L, "branch to a block of another function");
    return 0;
  }
  if (!L->has_phi[*bi]) return *bi;
  uint64_t key = (((uint64_t)L->cur_block << 32) | *bi) + 1;
  uint32_t *si = map_find(&L->stubmap, key);
  if (si) return STAG | *si;
  Stub s = {L->cur_block, *bi, L->cur_loc};
  map_put(&L->stubmap, key, (uint32_t)L->stubs.len);
  VEC_PUSH(L->stubs, s);
  return STAG | (uint32_t)(L->stubs.len - 1);
}

/* ptr + off as a register. */
static uint32_t addr_at(Lower *L, uint32_t ptr, uint64_t off) {
  if (off == 0) return ptr;
  uint32_t t = new_regs(L, 1);
  emit(L, IR_ADD, L->F->m->layout.ptr_bits, t, ptr, constp(L, off), NOREG);
  return t;
}

/* Whether an arithmetic instruction carries nsw / exact. The LLVM 16 C API
 * has no accessor for these flags, so a detached clone of the instruction is
 * printed (cheap: no slot numbering of the enclosing function) and the
 * keywords following the opcode are read. */
static uint8_t arith_flags(LLVMValueRef inst) {
  LLVMValueRef cl = LLVMInstructionClone(inst);
  if (!cl) return 0;
  /* Printing an operand that lives in a function numbers that whole function:
   * replace the operands by undef and drop the debug location first. */
  for (int i = 0, n = LLVMGetNumOperands(cl); i < n; i++)
    LLVMSetOperand(cl, (unsigned)i, LLVMGetUndef(LLVMTypeOf(LLVMGetOperand(cl, (unsigned)i))));
  LLVMInstructionSetDebugLoc(cl, NULL);
  char *s = LLVMPrintValueToString(cl);
  uint8_t flags = 0;
  const char *p = strstr(s, " = ");
  p = p ? p + 3 : s;
  while (*p == ' ') p++;
  while (*p && *p != ' ') p++;   /* the opcode */
  for (;;) {
    while (*p == ' ') p++;
    if (strncmp(p, "nsw ", 4) == 0) { flags |= IR_NSW; p += 4; }
    else if (strncmp(p, "nuw ", 4) == 0) { p += 4; }
    else if (strncmp(p, "exact ", 6) == 0) { flags |= IR_EXACT; p += 6; }
    else break;
  }
  LLVMDisposeMessage(s);
  LLVMDeleteInstruction(cl);
  return flags;
}

static const char *opcode_name(LLVMOpcode op) {
  switch (op) {
  case LLVMIndirectBr: return "indirectbr";
  case LLVMInvoke: return "invoke";
  case LLVMCallBr: return "callbr";
  case LLVMVAArg: return "va_arg";
  case LLVMExtractElement: return "extractelement";
  case LLVMInsertElement: return "insertelement";
  case LLVMShuffleVector: return "shufflevector";
  case LLVMResume: return "resume";
  case LLVMLandingPad: return "landingpad";
  case LLVMCleanupRet: return "cleanupret";
  case LLVMCatchRet: return "catchret";
  case LLVMCatchPad: return "catchpad";
  case LLVMCleanupPad: return "cleanuppad";
  case LLVMCatchSwitch: return "catchswitch";
  case LLVMUserOp1: case LLVMUserOp2: return "user op";
  default: return "unknown";
  }
}

static bool has_prefix(const char *s, size_t len, const char *p) {
  size_t n = strlen(p);
  return len >= n && memcmp(s, p, n) == 0;
}

/* Why an instruction cannot be lowered because of its types, or NULL. */
static const char *inst_type_problem(Front *F, LLVMValueRef inst) {
  TypeInfo *ti = tinfo(F, LLVMTypeOf(inst));
  if (ti->problem) return ti->problem;
  int n = LLVMGetNumOperands(inst);
  for (int i = 0; i < n; i++) {
    LLVMValueRef op = LLVMGetOperand(inst, i);
    if (!op) continue;
    LLVMTypeRef t = LLVMTypeOf(op);
    LLVMTypeKind k = LLVMGetTypeKind(t);
    if (k == LLVMLabelTypeKind || k == LLVMMetadataTypeKind) continue;
    ti = tinfo(F, t);
    if (ti->problem) return ti->problem;
  }
  return NULL;
}

/* fneg, fabs and copysign are bit operations on the sign bit. */
static uint32_t sign_op(Lower *L, IrOp op, unsigned w, uint32_t dst, uint32_t a, bool sign) {
  u128 bit = (u128)1 << (w - 1);
  emit(L, op, w, dst, a, const_reg(L, w, sign ? bit : bit - 1), NOREG)->awidth = (uint16_t)w;
  return dst;
}

/* The floating-point intrinsics clang emits for <math.h> functions (float
 * and double: the type check refused the others). llvm.fmuladd is a
 * multiply then an add, as x86-64 without -mfma computes it (unfused);
 * llvm.fma (fused) is left to the unknown-function path. minnum/maxnum are
 * what LLVM's x86 lowering computes: x NaN ? y : (y < x ? y : x) (min), so
 * the first operand wins ties of signed zeros. */
static bool lower_fp_intrinsic(Lower *L, LLVMValueRef inst, const char *name, size_t nlen, uint32_t dst,
                               unsigned w, unsigned nargs) {
  static const struct { const char *prefix; int round; } rounds[] = {
      {"llvm.floor.", FP_RTN}, {"llvm.ceil.", FP_RTP}, {"llvm.trunc.", FP_RTZ}, {"llvm.round.", FP_RNA},
      {"llvm.rint.", FP_RNE}, {"llvm.nearbyint.", FP_RNE}, {"llvm.roundeven.", FP_RNE}};
  if (w != 32 && w != 64) return false;
  uint32_t a = nargs >= 1 ? opnd(L, LLVMGetOperand(inst, 0)) : NOREG;
  uint32_t b = nargs >= 2 ? opnd(L, LLVMGetOperand(inst, 1)) : NOREG;
  for (size_t i = 0; i < ARRAY_LEN(rounds); i++) {
    if (!has_prefix(name, nlen, rounds[i].prefix)) continue;
    IrInst *in = emit(L, IR_FRINT, w, dst, a, NOREG, NOREG);
    in->awidth = (uint16_t)w;
    in->u.imm = (uint64_t)rounds[i].round;
    return true;
  }
  if (has_prefix(name, nlen, "llvm.fabs.")) {
    sign_op(L, IR_AND, w, dst, a, false);
  } else if (has_prefix(name, nlen, "llvm.copysign.")) {
    uint32_t mag = sign_op(L, IR_AND, w, new_regs(L, 1), a, false);
    uint32_t sgn = sign_op(L, IR_AND, w, new_regs(L, 1), b, true);
    emit(L, IR_OR, w, dst, mag, sgn, NOREG)->awidth = (uint16_t)w;
  } else if (has_prefix(name, nlen, "llvm.sqrt.")) {
    emit(L, IR_FSQRT, w, dst, a, NOREG, NOREG)->awidth = (uint16_t)w;
  } else if (has_prefix(name, nlen, "llvm.fmuladd.") && nargs == 3) {
    uint32_t p = new_regs(L, 1);
    emit(L, IR_FMUL, w, p, a, b, NOREG)->awidth = (uint16_t)w;
    emit(L, IR_FADD, w, dst, p, opnd(L, LLVMGetOperand(inst, 2)), NOREG)->awidth = (uint16_t)w;
  } else if (has_prefix(name, nlen, "llvm.minnum.") || has_prefix(name, nlen, "llvm.maxnum.")) {
    bool min = has_prefix(name, nlen, "llvm.minnum.");
    uint32_t nan = new_regs(L, 1), pick = new_regs(L, 1), m = new_regs(L, 1);
    IrInst *in = emit(L, IR_FCMP, 1, nan, a, a, NOREG);
    in->awidth = (uint16_t)w;
    in->u.imm = LLVMRealUNO;
    in = emit(L, IR_FCMP, 1, pick, b, a, NOREG);
    in->awidth = (uint16_t)w;
    in->u.imm = min ? LLVMRealOLT : LLVMRealOGT;
    emit(L, IR_SELECT, w, m, pick, b, a)->awidth = 1;
    emit(L, IR_SELECT, w, dst, nan, b, m)->awidth = 1;
  } else {
    return false;
  }
  return true;
}

/* Calls of llvm.* intrinsics that lower to instructions, or to nothing:
 * true when the call was handled (or failed), false when it is an
 * ordinary call (a builtin such as llvm.memcpy, or an intrinsic the
 * engine does not know, which becomes a call to an unknown function). */
static bool lower_intrinsic(Lower *L, LLVMValueRef inst, const char *name, size_t nlen, uint32_t dst,
                            const TypeInfo *rti, unsigned nargs) {
  Front *F = L->F;
  /* Intrinsics dropped at call sites. */
  static const char *const dropped[] = {
      "llvm.dbg.", "llvm.assume", "llvm.experimental.noalias.scope.decl",
      "llvm.donothing", "llvm.sideeffect", "llvm.invariant.", "llvm.var.annotation",
      "llvm.codeview.annotation", "llvm.pseudoprobe", "llvm.experimental.noalias",
      "llvm.prefetch"};
  for (size_t i = 0; i < ARRAY_LEN(dropped); i++)
    if (has_prefix(name, nlen, dropped[i])) return true;
  const char *problem = inst_type_problem(F, inst);
  if (problem) {
    fail(L, problem);
    return true;
  }
  unsigned w = rti->nleaves ? rti->lw[0] : 0;
  /* Identity-like intrinsics. */
  static const char *const identity[] = {
      "llvm.expect.", "llvm.annotation.", "llvm.ptr.annotation.",
      "llvm.launder.invariant.group", "llvm.strip.invariant.group", "llvm.ssa.copy.",
      "llvm.threadlocal.address."};
  for (size_t i = 0; i < ARRAY_LEN(identity); i++) {
    if (has_prefix(name, nlen, identity[i]) && nargs >= 1 && rti->nleaves == 1) {
      IrInst *in = emit(L, IR_MOV, w, dst, opnd(L, LLVMGetOperand(inst, 0)), NOREG, NOREG);
      in->awidth = (uint16_t)w;
      return true;
    }
  }
  if (has_prefix(name, nlen, "llvm.is.constant.") && rti->nleaves == 1) {
    IrInst *in = emit(L, IR_MOV, w, dst, const_reg(L, w, 0), NOREG, NOREG);
    in->awidth = (uint16_t)w;
    return true;
  }
  if (has_prefix(name, nlen, "llvm.objectsize.") && rti->nleaves == 1 && nargs >= 2) {
    /* Unknown size: -1, or 0 when the second argument (min) is true. */
    u128 minv = 0;
    LLVMValueRef a1 = LLVMGetOperand(inst, 1);
    if (LLVMIsAConstant(a1)) const_eval(F, a1, &minv, 0);
    IrInst *in = emit(L, IR_MOV, w, dst, const_reg(L, w, minv ? 0 : ~(u128)0), NOREG, NOREG);
    in->awidth = (uint16_t)w;
    return true;
  }
  if (has_prefix(name, nlen, "llvm.bitreverse.") && rti->nleaves == 1 && nargs >= 1 &&
      w >= 8 && (w & (w - 1)) == 0) {
    /* Reverse the bits of every byte (three mask-and-shift steps), then the bytes. */
    uint32_t x = opnd(L, LLVMGetOperand(inst, 0));
    static const uint8_t pat[3] = {0x55, 0x33, 0x0f};
    for (unsigned step = 0; step < 3; step++) {
      u128 m = 0;
      for (unsigned k = 0; k < w / 8; k++) m |= (u128)pat[step] << (8 * k);
      uint32_t sh = const_reg(L, w, 1u << step), mk = const_reg(L, w, m);
      uint32_t t1 = new_regs(L, 1), t2 = new_regs(L, 1), t3 = new_regs(L, 1), t4 = new_regs(L, 1);
      uint32_t t5 = (step == 2 && w == 8) ? dst : new_regs(L, 1);
      emit(L, IR_LSHR, w, t1, x, sh, NOREG)->awidth = (uint16_t)w;
      emit(L, IR_AND, w, t2, t1, mk, NOREG)->awidth = (uint16_t)w;
      emit(L, IR_AND, w, t3, x, mk, NOREG)->awidth = (uint16_t)w;
      emit(L, IR_SHL, w, t4, t3, sh, NOREG)->awidth = (uint16_t)w;
      emit(L, IR_OR, w, t5, t2, t4, NOREG)->awidth = (uint16_t)w;
      x = t5;
    }
    if (w > 8) emit(L, IR_BSWAP, w, dst, x, NOREG, NOREG)->awidth = (uint16_t)w;
    return true;
  }
  if (lower_fp_intrinsic(L, inst, name, nlen, dst, w, nargs)) return true;
  static const struct { const char *prefix; IrOp op; unsigned nops; } ops[] = {
      {"llvm.ctpop.", IR_CTPOP, 1}, {"llvm.ctlz.", IR_CTLZ, 1}, {"llvm.cttz.", IR_CTTZ, 1},
      {"llvm.bswap.", IR_BSWAP, 1}, {"llvm.abs.", IR_ABS, 1},
      {"llvm.smin.", IR_SMIN, 2}, {"llvm.smax.", IR_SMAX, 2},
      {"llvm.umin.", IR_UMIN, 2}, {"llvm.umax.", IR_UMAX, 2},
      {"llvm.fshl.", IR_FSHL, 3}, {"llvm.fshr.", IR_FSHR, 3},
      {"llvm.sadd.with.overflow.", IR_SADD_OVF, 2}, {"llvm.uadd.with.overflow.", IR_UADD_OVF, 2},
      {"llvm.ssub.with.overflow.", IR_SSUB_OVF, 2}, {"llvm.usub.with.overflow.", IR_USUB_OVF, 2},
      {"llvm.smul.with.overflow.", IR_SMUL_OVF, 2}, {"llvm.umul.with.overflow.", IR_UMUL_OVF, 2},
  };
  for (size_t i = 0; i < ARRAY_LEN(ops); i++) {
    if (!has_prefix(name, nlen, ops[i].prefix)) continue;
    if (nargs < ops[i].nops || rti->nleaves < 1) break;
    uint32_t r[3] = {NOREG, NOREG, NOREG};
    for (unsigned k = 0; k < ops[i].nops; k++) r[k] = opnd(L, LLVMGetOperand(inst, k));
    unsigned ow = scalar_width(L->F, LLVMTypeOf(LLVMGetOperand(inst, 0)));
    IrInst *in = emit(L, ops[i].op, ow, dst, r[0], r[1], r[2]);
    in->awidth = (uint16_t)ow;
    return true;
  }
  return false;
}

/* i386 returns float and double in the x87 register st(0), and loading a
 * signalling NaN there quiets it: dst = ret, its quiet bit set if a NaN. */
static void quiet_x87_return(Lower *L, uint32_t dst, uint32_t ret, unsigned w) {
  uint32_t nan = new_regs(L, 1), q = new_regs(L, 1);
  IrInst *in = emit(L, IR_FCMP, 1, nan, ret, ret, NOREG);
  in->awidth = (uint16_t)w;
  in->u.imm = LLVMRealUNO;
  emit(L, IR_OR, w, q, ret, const_reg(L, w, fp_quiet(w, 0)), NOREG)->awidth = (uint16_t)w;
  emit(L, IR_SELECT, w, dst, nan, q, ret)->awidth = 1;
}

static void lower_call(Lower *L, LLVMValueRef inst) {
  Front *F = L->F;
  LLVMValueRef callee = LLVMGetCalledValue(inst);
  unsigned nargs = LLVMGetNumArgOperands(inst);
  if (callee && LLVMIsAInlineAsm(callee)) {
    fail(L, "inline assembly");
    return;
  }
  LLVMValueRef fnv = callee;
  for (int d = 0; fnv && LLVMIsAGlobalAlias(fnv) && d < 16; d++) fnv = LLVMAliasGetAliasee(fnv);
  if (fnv && !LLVMIsAFunction(fnv)) fnv = NULL;
  uint32_t dst = reg_of(L, inst);
  TypeInfo *rti = tinfo(F, LLVMTypeOf(inst));
  if (fnv) {
    size_t nlen = 0;
    const char *name = LLVMGetValueName2(fnv, &nlen);
    if (name && has_prefix(name, nlen, "llvm.") && lower_intrinsic(L, inst, name, nlen, dst, rti, nargs)) return;
  }
  const char *problem = inst_type_problem(F, inst);
  if (problem) {
    const char *name = fnv ? LLVMGetValueName2(fnv, &(size_t){0}) : NULL;
    /* name the input function (e.g. __VERIFIER_nondet_float) in the report */
    if (name && ir_is_nondet_name(name)) fail_fmt(L, "%s (%.120s)", problem, name);
    else fail(L, problem);
    return;
  }
  uint32_t first = (uint32_t)L->extra.len;
  uint32_t n = 0;
  for (unsigned i = 0; i < nargs; i++) {
    LLVMValueRef arg = LLVMGetOperand(inst, i);
    LLVMTypeRef at = LLVMTypeOf(arg);
    if (LLVMGetTypeKind(at) == LLVMMetadataTypeKind) {
      fail(L, "call with metadata arguments");
      return;
    }
    TypeInfo *ati = tinfo(F, at);
    if (ati->nleaves == 0) continue;
    uint32_t r = opnd(L, arg);
    if (r == NOREG) return;
    for (uint32_t k = 0; k < ati->nleaves; k++) {
      VEC_PUSH(L->extra, r + k);
      VEC_PUSH(L->extra, (uint32_t)ati->lw[k]);
      n++;
    }
  }
  IrInst in;
  memset(&in, 0, sizeof in);
  in.op = IR_CALL;
  in.width = (uint16_t)(rti->nleaves == 1 ? rti->lw[0] : 0);
  in.awidth = (uint16_t)rti->nleaves;   /* result registers at this call site */
  in.dst = rti->nleaves ? dst : NOREG;
  in.a = NOREG;
  in.b = NOREG;
  in.c = NOREG;
  in.loc = L->cur_loc;
  in.u.list.first = first;
  in.u.list.n = n;
  if (!LLVMGetFirstUse(inst)) in.flags |= IR_RESULT_UNUSED;
  if (fnv) {
    uint32_t *idx = map_find(&F->func_idx, pkey(fnv));
    if (!idx) {
      fail(L, "call to an unknown function");
      return;
    }
    in.flags |= IR_CALL_DIRECT;
    in.u.list.callee = *idx;
  } else {
    in.a = opnd(L, callee);
  }
  unsigned rw = in.width;
  LLVMTypeKind rk = LLVMGetTypeKind(LLVMTypeOf(inst));
  bool x87_ret = F->m->layout.ptr_bits == 32 && (rk == LLVMFloatTypeKind || rk == LLVMDoubleTypeKind);
  if (x87_ret) in.dst = new_regs(L, 1);
  VEC_PUSH(L->code, in);
  if (x87_ret) quiet_x87_return(L, dst, in.dst, rw);
}

/* Leaf range [*start, *start + *count) selected by extractvalue/insertvalue indices. */
static bool leaf_range(Front *F, LLVMTypeRef t, const unsigned *idx, unsigned nidx,
                       uint32_t *start, uint32_t *count) {
  uint32_t s = 0;
  for (unsigned i = 0; i < nidx; i++) {
    LLVMTypeKind k = LLVMGetTypeKind(t);
    if (k == LLVMStructTypeKind) {
      if (idx[i] >= LLVMCountStructElementTypes(t)) return false;
      for (unsigned j = 0; j < idx[i]; j++) s += tinfo(F, LLVMStructGetTypeAtIndex(t, j))->nleaves;
      t = LLVMStructGetTypeAtIndex(t, idx[i]);
    } else if (k == LLVMArrayTypeKind) {
      if (idx[i] >= LLVMGetArrayLength(t)) return false;
      t = LLVMGetElementType(t);
      s += idx[i] * tinfo(F, t)->nleaves;
    } else {
      return false;
    }
  }
  *start = s;
  *count = tinfo(F, t)->nleaves;
  return true;
}

static void lower_gep(Lower *L, LLVMValueRef inst) {
  Front *F = L->F;
  uint32_t dst = reg_of(L, inst);
  uint32_t cur = opnd(L, LLVMGetOperand(inst, 0));
  LLVMTypeRef ty = LLVMGetGEPSourceElementType(inst);
  unsigned nops = (unsigned)LLVMGetNumOperands(inst);
  uint64_t coff = 0;
  bool own_temp = false;   /* cur was written by the last instruction emitted */
  for (unsigned i = 1; i < nops; i++) {
    LLVMValueRef idx = LLVMGetOperand(inst, i);
    uint64_t stride;
    if (i == 1) {
      if (!LLVMTypeIsSized(ty)) {
        fail(L, "getelementptr on an unsized type");
        return;
      }
      stride = LLVMABISizeOfType(F->td, ty);
    } else {
      LLVMTypeKind k = LLVMGetTypeKind(ty);
      if (k == LLVMStructTypeKind) {
        u128 fv;
        if (!LLVMIsAConstantInt(idx) || !const_eval(F, idx, &fv, 0) ||
            fv >= LLVMCountStructElementTypes(ty)) {
          fail(L, "getelementptr with a bad struct index");
          return;
        }
        coff += LLVMOffsetOfElement(F->td, ty, (unsigned)fv);
        ty = LLVMStructGetTypeAtIndex(ty, (unsigned)fv);
        continue;
      }
      if (k != LLVMArrayTypeKind) {
        fail(L, "getelementptr into a vector");
        return;
      }
      ty = LLVMGetElementType(ty);
      stride = LLVMABISizeOfType(F->td, ty);
    }
    unsigned iw = scalar_width(L->F, LLVMTypeOf(idx));
    if (LLVMIsAConstant(idx)) {
      u128 v;
      if (!const_eval(F, idx, &v, 0)) {
        fail(L, "constant expression");
        return;
      }
      coff += (uint64_t)sext128(v, iw) * stride;
      continue;
    }
    if (stride == 0) continue;
    uint32_t r = opnd(L, idx);
    unsigned pw = L->F->m->layout.ptr_bits;
    if (iw != pw) {
      uint32_t t = new_regs(L, 1);
      IrInst *in = emit(L, iw < pw ? IR_SEXT : IR_TRUNC, pw, t, r, NOREG, NOREG);
      in->awidth = (uint16_t)iw;
      r = t;
    }
    if (stride != 1) {
      uint32_t t = new_regs(L, 1);
      emit(L, IR_MUL, pw, t, r, constp(L, stride), NOREG);
      r = t;
    }
    uint32_t t = new_regs(L, 1);
    emit(L, IR_ADD, pw, t, cur, r, NOREG);
    cur = t;
    own_temp = true;
  }
  /* The last instruction writes dst. */
  if (coff) {
    emit(L, IR_ADD, L->F->m->layout.ptr_bits, dst, cur, constp(L, coff), NOREG);
  } else if (own_temp) {
    L->code.data[L->code.len - 1].dst = dst;   /* the ADD that made cur */
  } else {
    IrInst *in = emit(L, IR_MOV, L->F->m->layout.ptr_bits, dst, cur, NOREG, NOREG);
    in->awidth = (uint16_t)L->F->m->layout.ptr_bits;
  }
}

/* Integer arithmetic, comparisons, casts, select. */
static void lower_integer(Lower *L, LLVMValueRef inst, LLVMOpcode op, uint32_t dst, TypeInfo *ti, unsigned w) {

  (void)op, (void)dst, (void)ti, (void)w;
  switch (op) {
    case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMUDiv: case LLVMSDiv: case LLVMURem:
    case LLVMSRem: case LLVMShl: case LLVMLShr: case LLVMAShr: case LLVMAnd: case LLVMOr:
    case LLVMXor: {
      IrOp o;
      uint8_t flags = 0;
      switch (op) {
      case LLVMAdd: o = IR_ADD; break;
      case LLVMSub: o = IR_SUB; break;
      case LLVMMul: o = IR_MUL; break;
      case LLVMUDiv: o = IR_UDIV; break;
      case LLVMSDiv: o = IR_SDIV; break;
      case LLVMURem: o = IR_UREM; break;
      case LLVMSRem: o = IR_SREM; break;
      case LLVMShl: o = IR_SHL; break;
      case LLVMLShr: o = IR_LSHR; break;
      case LLVMAShr: o = IR_ASHR; break;
      case LLVMAnd: o = IR_AND; break;
      case LLVMOr: o = IR_OR; break;
      default: o = IR_XOR; break;
      }
      switch (op) {
      case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMShl: case LLVMUDiv: case LLVMSDiv:
      case LLVMLShr: case LLVMAShr:
        flags = arith_flags(inst);
        break;
      default: break;
      }
      IrInst *in = emit(L, o, w, dst, opnd(L, LLVMGetOperand(inst, 0)), opnd(L, LLVMGetOperand(inst, 1)), NOREG);
      in->awidth = (uint16_t)w;
      in->flags = flags;
      return;
    }
    case LLVMICmp: {
      IrOp o;
      switch (LLVMGetICmpPredicate(inst)) {
      case LLVMIntEQ: o = IR_EQ; break;
      case LLVMIntNE: o = IR_NE; break;
      case LLVMIntUGT: o = IR_UGT; break;
      case LLVMIntUGE: o = IR_UGE; break;
      case LLVMIntULT: o = IR_ULT; break;
      case LLVMIntULE: o = IR_ULE; break;
      case LLVMIntSGT: o = IR_SGT; break;
      case LLVMIntSGE: o = IR_SGE; break;
      case LLVMIntSLT: o = IR_SLT; break;
      case LLVMIntSLE: o = IR_SLE; break;
      default: fail(L, "icmp predicate"); return;
      }
      LLVMValueRef a = LLVMGetOperand(inst, 0);
      IrInst *in = emit(L, o, 1, dst, opnd(L, a), opnd(L, LLVMGetOperand(inst, 1)), NOREG);
      in->awidth = (uint16_t)scalar_width(L->F, LLVMTypeOf(a));
      return;
    }
    case LLVMZExt: case LLVMSExt: case LLVMTrunc: case LLVMPtrToInt: case LLVMIntToPtr: {
      LLVMValueRef a = LLVMGetOperand(inst, 0);
      unsigned aw = scalar_width(L->F, LLVMTypeOf(a));
      IrOp o = op == LLVMZExt ? IR_ZEXT : op == LLVMSExt ? IR_SEXT : IR_TRUNC;
      if (op == LLVMPtrToInt || op == LLVMIntToPtr) o = w == aw ? IR_MOV : w < aw ? IR_TRUNC : IR_ZEXT;
      IrInst *in = emit(L, o, w, dst, opnd(L, a), NOREG, NOREG);
      in->awidth = (uint16_t)aw;
      return;
    }
    case LLVMBitCast: case LLVMAddrSpaceCast: case LLVMFreeze: {
      uint32_t src = opnd(L, LLVMGetOperand(inst, 0));
      for (uint32_t k = 0; k < ti->nleaves; k++) {
        IrInst *in = emit(L, IR_MOV, ti->lw[k], dst + k, src + k, NOREG, NOREG);
        in->awidth = ti->lw[k];
      }
      return;
    }
    case LLVMSelect: {
      uint32_t c = opnd(L, LLVMGetOperand(inst, 0));
      uint32_t t = opnd(L, LLVMGetOperand(inst, 1));
      uint32_t f = opnd(L, LLVMGetOperand(inst, 2));
      for (uint32_t k = 0; k < ti->nleaves; k++) {
        IrInst *in = emit(L, IR_SELECT, ti->lw[k], dst + k, c, t + k, f + k);
        in->awidth = 1;
      }
      return;
    }
  default:
    return;
  }
}

/* Floating-point instructions (float and double; the types' check already
 * refused the others). frem is C's fmod, which x86 computes in libm: not
 * modelled. */
static void lower_float(Lower *L, LLVMValueRef inst, LLVMOpcode op, uint32_t dst, unsigned w) {
  LLVMValueRef a = LLVMGetOperand(inst, 0);
  unsigned aw = scalar_width(L->F, LLVMTypeOf(a));
  uint32_t ra = opnd(L, a);
  IrOp o;
  switch (op) {
  case LLVMFNeg: sign_op(L, IR_XOR, w, dst, ra, true); return;
  case LLVMFRem: fail(L, "floating point: frem (fmod)"); return;
  case LLVMFAdd: o = IR_FADD; break;
  case LLVMFSub: o = IR_FSUB; break;
  case LLVMFMul: o = IR_FMUL; break;
  case LLVMFDiv: o = IR_FDIV; break;
  case LLVMFCmp: o = IR_FCMP; break;
  case LLVMFPToSI: o = IR_FPTOSI; break;
  case LLVMFPToUI: o = IR_FPTOUI; break;
  case LLVMSIToFP: o = IR_SITOFP; break;
  case LLVMUIToFP: o = IR_UITOFP; break;
  case LLVMFPExt: o = IR_FPEXT; break;
  default: o = IR_FPTRUNC; break;
  }
  if ((o == IR_FPTOSI || o == IR_FPTOUI) && (w == 0 || w > 64)) {
    fail(L, "floating point: conversion to an integer wider than 64 bits");
    return;
  }
  if ((o == IR_SITOFP || o == IR_UITOFP) && (aw == 0 || aw > 64)) {
    fail(L, "floating point: conversion of an integer wider than 64 bits");
    return;
  }
  bool binary = o == IR_FADD || o == IR_FSUB || o == IR_FMUL || o == IR_FDIV || o == IR_FCMP;
  uint32_t rb = binary ? opnd(L, LLVMGetOperand(inst, 1)) : NOREG;
  IrInst *in = emit(L, o, w, dst, ra, rb, NOREG);
  in->awidth = (uint16_t)aw;
  if (o == IR_FCMP) in->u.imm = (uint64_t)LLVMGetFCmpPredicate(inst);
}

/* Loads, stores, address arithmetic, allocas. */
static void lower_memory(Lower *L, LLVMValueRef inst, LLVMOpcode op, uint32_t dst, TypeInfo *ti, unsigned w) {
  Front *F = L->F;
  (void)op, (void)dst, (void)ti, (void)w;
  switch (op) {
    case LLVMLoad: {
      uint32_t p = opnd(L, LLVMGetOperand(inst, 0));
      for (uint32_t k = 0; k < ti->nleaves; k++)
        emit(L, IR_LOAD, ti->lw[k], dst + k, addr_at(L, p, ti->loff[k]), NOREG, NOREG);
      return;
    }
    case LLVMStore: {
      LLVMValueRef v = LLVMGetOperand(inst, 0);
      TypeInfo *vti = tinfo(F, LLVMTypeOf(v));
      uint32_t p = opnd(L, LLVMGetOperand(inst, 1));
      uint32_t r = vti->nleaves ? opnd(L, v) : NOREG;
      for (uint32_t k = 0; k < vti->nleaves; k++)
        emit(L, IR_STORE, vti->lw[k], NOREG, addr_at(L, p, vti->loff[k]), r + k, NOREG);
      return;
    }
    case LLVMGetElementPtr:
      lower_gep(L, inst);
      return;
    case LLVMAlloca: {
      LLVMTypeRef at = LLVMGetAllocatedType(inst);
      if (!LLVMTypeIsSized(at)) {
        fail(L, "alloca of an unsized type");
        return;
      }
      LLVMValueRef cnt = LLVMGetOperand(inst, 0);
      IrInst *in = emit(L, IR_ALLOCA, L->F->m->layout.ptr_bits, dst, opnd(L, cnt), NOREG, NOREG);
      in->awidth = (uint16_t)scalar_width(L->F, LLVMTypeOf(cnt));
      in->u.imm = LLVMABISizeOfType(F->td, at);
      return;
    }
  default:
    return;
  }
}

/* Returns and branches (PHI copies happen in the edge stubs). */
static void lower_control(Lower *L, LLVMValueRef inst, LLVMOpcode op, uint32_t dst, TypeInfo *ti, unsigned w) {
  Front *F = L->F;
  (void)op, (void)dst, (void)ti, (void)w;
  switch (op) {
    case LLVMRet: {
      uint32_t a = NOREG;
      unsigned rw = 0;
      if (LLVMGetNumOperands(inst) > 0) {
        LLVMValueRef v = LLVMGetOperand(inst, 0);
        TypeInfo *vti = tinfo(F, LLVMTypeOf(v));
        if (vti->nleaves) a = opnd(L, v);
        if (vti->nleaves == 1) rw = vti->lw[0];
      }
      emit(L, IR_RET, rw, NOREG, a, NOREG, NOREG);
      return;
    }
    case LLVMBr: {
      if (LLVMIsConditional(inst)) {
        uint32_t c = opnd(L, LLVMGetCondition(inst));
        uint32_t t = edge_target(L, LLVMGetSuccessor(inst, 0));
        uint32_t f = edge_target(L, LLVMGetSuccessor(inst, 1));
        IrInst *in = emit(L, IR_BR, 1, NOREG, c, NOREG, NOREG);
        in->u.br.t = t;
        in->u.br.f = f;
      } else {
        uint32_t t = edge_target(L, LLVMGetSuccessor(inst, 0));
        IrInst *in = emit(L, IR_JMP, 0, NOREG, NOREG, NOREG, NOREG);
        in->u.br.t = t;
      }
      return;
    }
    case LLVMSwitch: {
      LLVMValueRef cond = LLVMGetOperand(inst, 0);
      unsigned cw = scalar_width(L->F, LLVMTypeOf(cond));
      if (cw == 0 || cw > 64) {
        fail(L, "switch on an integer wider than 64 bits");
        return;
      }
      uint32_t c = opnd(L, cond);
      unsigned ncases = ((unsigned)LLVMGetNumOperands(inst) - 2) / 2;
      uint32_t first = (uint32_t)L->extra.len;
      VEC_PUSH(L->extra, edge_target(L, LLVMGetSwitchDefaultDest(inst)));
      for (unsigned i = 0; i < ncases; i++) {
        LLVMValueRef cv = LLVMGetOperand(inst, 2 + 2 * i);
        u128 v;
        if (!const_eval(F, cv, &v, 0)) {
          fail(L, "switch case value");
          return;
        }
        uint32_t t = edge_target(L, LLVMGetSuccessor(inst, i + 1));
        VEC_PUSH(L->extra, (uint32_t)(uint64_t)v);
        VEC_PUSH(L->extra, (uint32_t)((uint64_t)v >> 32));
        VEC_PUSH(L->extra, t);
      }
      IrInst *in = emit(L, IR_SWITCH, cw, NOREG, c, NOREG, NOREG);
      in->awidth = (uint16_t)cw;
      in->u.list.first = first;
      in->u.list.n = ncases;
      return;
    }
    case LLVMUnreachable:
      emit(L, IR_UNREACHABLE, 0, NOREG, NOREG, NOREG, NOREG);
      return;
  default:
    return;
  }
}

/* extractvalue / insertvalue on flattened aggregates (one register per leaf). */
static void lower_aggregate(Lower *L, LLVMValueRef inst, LLVMOpcode op, uint32_t dst, TypeInfo *ti, unsigned w) {
  Front *F = L->F;
  (void)op, (void)dst, (void)ti, (void)w;
  switch (op) {
    case LLVMExtractValue: case LLVMInsertValue: {
      LLVMValueRef agg = LLVMGetOperand(inst, 0);
      uint32_t start, count;
      if (!leaf_range(F, LLVMTypeOf(agg), LLVMGetIndices(inst), LLVMGetNumIndices(inst), &start, &count)) {
        fail(L, "bad aggregate index");
        return;
      }
      uint32_t src = opnd(L, agg);
      if (op == LLVMExtractValue) {
        for (uint32_t k = 0; k < count; k++) {
          IrInst *in = emit(L, IR_MOV, ti->lw[k], dst + k, src + start + k, NOREG, NOREG);
          in->awidth = ti->lw[k];
        }
      } else {
        LLVMValueRef v = LLVMGetOperand(inst, 1);
        uint32_t vr = count ? opnd(L, v) : NOREG;
        for (uint32_t k = 0; k < ti->nleaves; k++) {
          bool inside = k >= start && k < start + count;
          IrInst *in = emit(L, IR_MOV, ti->lw[k], dst + k, inside ? vr + (k - start) : src + k, NOREG, NOREG);
          in->awidth = ti->lw[k];
        }
      }
      return;
    }
  default:
    return;
  }
}

/* Atomic read-modify-write and compare-exchange, as plain loads and stores (one thread). */
static void lower_atomic(Lower *L, LLVMValueRef inst, LLVMOpcode op, uint32_t dst, TypeInfo *ti, unsigned w) {

  (void)op, (void)dst, (void)ti, (void)w;
  switch (op) {
    case LLVMAtomicRMW: {
      uint32_t p = opnd(L, LLVMGetOperand(inst, 0));
      uint32_t v = opnd(L, LLVMGetOperand(inst, 1));
      IrOp o;
      switch (LLVMGetAtomicRMWBinOp(inst)) {
      case LLVMAtomicRMWBinOpXchg: o = IR_MOV; break;
      case LLVMAtomicRMWBinOpAdd: o = IR_ADD; break;
      case LLVMAtomicRMWBinOpSub: o = IR_SUB; break;
      case LLVMAtomicRMWBinOpAnd: o = IR_AND; break;
      case LLVMAtomicRMWBinOpNand: o = IR_AND; break;
      case LLVMAtomicRMWBinOpOr: o = IR_OR; break;
      case LLVMAtomicRMWBinOpXor: o = IR_XOR; break;
      case LLVMAtomicRMWBinOpMax: o = IR_SMAX; break;
      case LLVMAtomicRMWBinOpMin: o = IR_SMIN; break;
      case LLVMAtomicRMWBinOpUMax: o = IR_UMAX; break;
      case LLVMAtomicRMWBinOpUMin: o = IR_UMIN; break;
      default: fail(L, "atomicrmw operation"); return;
      }
      emit(L, IR_LOAD, w, dst, p, NOREG, NOREG);
      uint32_t nv = v;
      if (o != IR_MOV) {
        nv = new_regs(L, 1);
        IrInst *in = emit(L, o, w, nv, dst, v, NOREG);
        in->awidth = (uint16_t)w;
        if (LLVMGetAtomicRMWBinOp(inst) == LLVMAtomicRMWBinOpNand) {
          uint32_t t = new_regs(L, 1);
          in = emit(L, IR_XOR, w, t, nv, const_reg(L, w, ~(u128)0), NOREG);
          in->awidth = (uint16_t)w;
          nv = t;
        }
      }
      emit(L, IR_STORE, w, NOREG, p, nv, NOREG);
      return;
    }
    case LLVMAtomicCmpXchg: {
      /* {old, success}: old = *p; success = old == cmp; *p = success ? new : old. */
      uint32_t p = opnd(L, LLVMGetOperand(inst, 0));
      LLVMValueRef cmpv = LLVMGetOperand(inst, 1);
      uint32_t cmp = opnd(L, cmpv);
      uint32_t nw = opnd(L, LLVMGetOperand(inst, 2));
      unsigned vw = scalar_width(L->F, LLVMTypeOf(cmpv));
      emit(L, IR_LOAD, vw, dst, p, NOREG, NOREG);
      IrInst *in = emit(L, IR_EQ, 1, dst + 1, dst, cmp, NOREG);
      in->awidth = (uint16_t)vw;
      uint32_t t = new_regs(L, 1);
      emit(L, IR_SELECT, vw, t, dst + 1, nw, dst)->awidth = 1;
      emit(L, IR_STORE, vw, NOREG, p, t, NOREG);
      return;
    }
  default:
    return;
  }
}

static void lower_inst(Lower *L, LLVMValueRef inst) {
  Front *F = L->F;
  LLVMOpcode op = LLVMGetInstructionOpcode(inst);
  if (op == LLVMCall) {
    lower_call(L, inst);
    return;
  }
  if (op == LLVMPHI) {
    const char *problem = inst_type_problem(F, inst);
    if (problem) fail(L, problem);
    return;   /* copies happen in the edge stubs */
  }
  if (op == LLVMFence) return;
  const char *problem = inst_type_problem(F, inst);
  if (problem) {
    fail(L, problem);
    return;
  }
  uint32_t dst = reg_of(L, inst);
  TypeInfo *ti = tinfo(F, LLVMTypeOf(inst));
  unsigned w = ti->nleaves == 1 ? ti->lw[0] : 0;
  switch (op) {
  case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMUDiv:
  case LLVMSDiv: case LLVMURem: case LLVMSRem: case LLVMShl:
  case LLVMLShr: case LLVMAShr: case LLVMAnd: case LLVMOr:
  case LLVMXor: case LLVMICmp: case LLVMZExt: case LLVMSExt:
  case LLVMTrunc: case LLVMPtrToInt: case LLVMIntToPtr: case LLVMBitCast:
  case LLVMAddrSpaceCast: case LLVMFreeze: case LLVMSelect:
    lower_integer(L, inst, op, dst, ti, w);
    return;
  case LLVMLoad: case LLVMStore: case LLVMGetElementPtr: case LLVMAlloca:
    lower_memory(L, inst, op, dst, ti, w);
    return;
  case LLVMRet: case LLVMBr: case LLVMSwitch: case LLVMUnreachable:
    lower_control(L, inst, op, dst, ti, w);
    return;
  case LLVMExtractValue: case LLVMInsertValue:
    lower_aggregate(L, inst, op, dst, ti, w);
    return;
  case LLVMAtomicRMW: case LLVMAtomicCmpXchg:
    lower_atomic(L, inst, op, dst, ti, w);
    return;
  case LLVMFNeg: case LLVMFAdd: case LLVMFSub: case LLVMFMul: case LLVMFDiv: case LLVMFRem:
  case LLVMFPToUI: case LLVMFPToSI: case LLVMUIToFP: case LLVMSIToFP: case LLVMFPTrunc:
  case LLVMFPExt: case LLVMFCmp:
    lower_float(L, inst, op, dst, w);
    return;
  case LLVMExtractElement: case LLVMInsertElement: case LLVMShuffleVector:
    fail(L, "vector operation");
    return;
  default: {
    fail_fmt(L, "instruction %s", opcode_name(op));
    return;
  }
  }
}

/* A byval parameter is a pointer to the callee's own copy of the argument:
 * copy it into a fresh stack object and use that instead. */
static void byval_prologue(Lower *L) {
  Front *F = L->F;
  unsigned np = LLVMCountParams(L->llfn);
  for (unsigned i = 0; i < np; i++) {
    LLVMAttributeRef attr = LLVMGetEnumAttributeAtIndex(L->llfn, i + 1, F->kind_byval);
    if (!attr) continue;
    LLVMTypeRef bt = LLVMGetTypeAttributeValue(attr);
    if (!bt || !LLVMTypeIsSized(bt)) continue;
    uint64_t size = LLVMABISizeOfType(F->td, bt);
    if (size == 0 || size > BYVAL_COPY_MAX) continue;
    LLVMValueRef p = LLVMGetParam(L->llfn, i);
    uint32_t *pr = map_find(&L->vals, pkey(p));
    if (!pr) continue;
    uint32_t src = *pr;
    uint32_t copy = new_regs(L, 1);
    IrInst *in = emit(L, IR_ALLOCA, L->F->m->layout.ptr_bits, copy, const_reg(L, 32, 1), NOREG, NOREG);
    in->awidth = 32;
    in->u.imm = size;
    IrTypeNote note = {(uint32_t)L->code.len - 1, typetab_id(F->tt, bt)};
    VEC_PUSH(L->notes, note);
    for (uint64_t off = 0; off < size;) {
      unsigned chunk = size - off >= 8 ? 8 : size - off >= 4 ? 4 : size - off >= 2 ? 2 : 1;
      uint32_t t = new_regs(L, 1);
      emit(L, IR_LOAD, 8 * chunk, t, addr_at(L, src, off), NOREG, NOREG);
      emit(L, IR_STORE, 8 * chunk, NOREG, addr_at(L, copy, off), t, NOREG);
      off += chunk;
    }
    map_put(&L->vals, pkey(p), copy);
  }
}

static uint32_t map_reg(const Lower *L, uint32_t r) {
  if (r == NOREG) return 0;
  if (r & CTAG) return r & ~CTAG;
  return (uint32_t)L->consts.len + r;
}

static void emit_stub(Lower *L, const Stub *s) {
  LLVMBasicBlockRef pred = L->bbs[s->pred], succ = L->bbs[s->succ];
  L->cur_loc = s->loc;
  size_t code0 = L->code.len, extra0 = L->extra.len;
  uint32_t first = (uint32_t)L->extra.len, n = 0;
  for (LLVMValueRef phi = LLVMGetFirstInstruction(succ); phi && LLVMIsAPHINode(phi);
       phi = LLVMGetNextInstruction(phi)) {
    TypeInfo *ti = tinfo(L->F, LLVMTypeOf(phi));
    if (ti->problem || ti->nleaves == 0) continue;
    unsigned nin = LLVMCountIncoming(phi);
    for (unsigned k = 0; k < nin; k++) {
      if (LLVMGetIncomingBlock(phi, k) != pred) continue;
      uint32_t src = opnd(L, LLVMGetIncomingValue(phi, k));
      uint32_t dst = reg_of(L, phi);
      for (uint32_t j = 0; j < ti->nleaves; j++) {
        VEC_PUSH(L->extra, dst + j);
        VEC_PUSH(L->extra, src + j);
        n++;
      }
      break;
    }
  }
  if (L->err) {
    L->code.len = code0;
    L->extra.len = extra0;
    emit_unsupported(L, L->err);
    L->err = NULL;
    return;
  }
  if (n) {
    IrInst *in = emit(L, IR_PMOVE, 0, NOREG, NOREG, NOREG, NOREG);
    in->u.list.first = first;
    in->u.list.n = n;
  }
  IrInst *j = emit(L, IR_JMP, 0, NOREG, NOREG, NOREG, NOREG);
  j->u.br.t = s->succ;
}

/* The builtin of an SV-COMP __VERIFIER_nondet_X function: a fresh input when it returns an integer (any width up to 128 bits; clang
 * returns __int128 as {i64, i64} on x86-64), a float or a double (any bit
 * pattern, NaNs included), otherwise unsupported. long double results never
 * get here: the call site itself is unsupported (lower_call). */
static IrBuiltin nondet_builtin(LLVMTypeRef ret) {
  LLVMTypeKind k = LLVMGetTypeKind(ret);
  if (k == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(ret) <= 128) return IR_BI_NONDET_ANY;
  if (k == LLVMFloatTypeKind || k == LLVMDoubleTypeKind) return IR_BI_NONDET_ANY;
  if (k == LLVMStructTypeKind && LLVMCountStructElementTypes(ret) == 2) {
    LLVMTypeRef lo = LLVMStructGetTypeAtIndex(ret, 0), hi = LLVMStructGetTypeAtIndex(ret, 1);
    if (LLVMGetTypeKind(lo) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(lo) == 64 &&
        LLVMGetTypeKind(hi) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(hi) == 64)
      return IR_BI_NONDET_ANY;
  }
  return IR_BI_NONDET_UNMODELLED;
}

/* Records the element type clang gives for an alloca (the allocated type)
 * or a getelementptr (its source element type) on the last instruction
 * lowered from it: the ALLOCA, or the one writing the GEP's result. */
static void note_type(Lower *L, LLVMValueRef inst) {
  LLVMTypeRef t;
  if (LLVMIsAAllocaInst(inst)) t = LLVMGetAllocatedType(inst);
  else if (LLVMIsAGetElementPtrInst(inst)) t = LLVMGetGEPSourceElementType(inst);
  else return;
  IrTypeNote note = {(uint32_t)L->code.len - 1, typetab_id(L->F->tt, t)};
  VEC_PUSH(L->notes, note);
}

static void lower_function(Front *F, LLVMValueRef llfn, IrFunction *fn) {
  Lower L;
  memset(&L, 0, sizeof L);
  L.F = F;
  L.fn = fn;
  L.llfn = llfn;
  L.nblocks = LLVMCountBasicBlocks(llfn);
  L.bbs = xcalloc(L.nblocks, sizeof(LLVMBasicBlockRef));
  L.block_start = xcalloc(L.nblocks, sizeof(uint32_t));
  L.has_phi = xcalloc(L.nblocks, sizeof(bool));
  LLVMGetBasicBlocks(llfn, L.bbs);
  for (uint32_t b = 0; b < L.nblocks; b++) {
    map_put(&L.blocks, pkey(L.bbs[b]), b);
    LLVMValueRef first = LLVMGetFirstInstruction(L.bbs[b]);
    L.has_phi[b] = first && LLVMIsAPHINode(first);
  }
  /* Registers: parameters, then one range per SSA value. */
  unsigned np = LLVMCountParams(llfn);
  for (unsigned i = 0; i < np; i++) {
    LLVMValueRef p = LLVMGetParam(llfn, i);
    map_put(&L.vals, pkey(p), new_regs(&L, tinfo(F, LLVMTypeOf(p))->nleaves));
  }
  for (uint32_t b = 0; b < L.nblocks; b++)
    for (LLVMValueRef in = LLVMGetFirstInstruction(L.bbs[b]); in; in = LLVMGetNextInstruction(in)) {
      uint32_t n = tinfo(F, LLVMTypeOf(in))->nleaves;
      if (n) map_put(&L.vals, pkey(in), new_regs(&L, n));
    }
  L.cur_loc = fn->loc;
  byval_prologue(&L);
  for (uint32_t b = 0; b < L.nblocks; b++) {
    L.cur_block = b;
    L.block_start[b] = (uint32_t)L.code.len;
    if (b > 0) L.cur_loc = 0;
    for (LLVMValueRef in = LLVMGetFirstInstruction(L.bbs[b]); in; in = LLVMGetNextInstruction(in)) {
      uint32_t loc = inst_loc(F, in);
      if (loc) L.cur_loc = loc;
      size_t code0 = L.code.len, extra0 = L.extra.len;
      lower_inst(&L, in);
      if (L.err) {
        L.code.len = code0;
        L.extra.len = extra0;
        emit_unsupported(&L, L.err);
        L.err = NULL;
      } else if (L.code.len > code0) {
        note_type(&L, in);
      }
    }
  }
  /* Edge stubs, after all blocks (the list may not grow while emitting). */
  uint32_t nstubs = (uint32_t)L.stubs.len;
  uint32_t *stub_start = xcalloc(nstubs, sizeof(uint32_t));
  for (uint32_t s = 0; s < nstubs; s++) {
    stub_start[s] = (uint32_t)L.code.len;
    emit_stub(&L, &L.stubs.data[s]);
  }
  /* Final numbering of registers and targets. */
#define TARGET(t) ((t) & STAG ? stub_start[(t) & ~STAG] : L.block_start[(t)])
  for (size_t i = 0; i < L.code.len; i++) {
    IrInst *in = &L.code.data[i];
    in->dst = map_reg(&L, in->dst);
    in->a = map_reg(&L, in->a);
    in->b = map_reg(&L, in->b);
    in->c = map_reg(&L, in->c);
    switch (in->op) {
    case IR_BR:
      in->u.br.t = TARGET(in->u.br.t);
      in->u.br.f = TARGET(in->u.br.f);
      break;
    case IR_JMP:
      in->u.br.t = TARGET(in->u.br.t);
      break;
    case IR_SWITCH: {
      uint32_t *x = &L.extra.data[in->u.list.first];
      x[0] = TARGET(x[0]);
      for (uint32_t k = 0; k < in->u.list.n; k++) x[1 + 3 * k + 2] = TARGET(x[1 + 3 * k + 2]);
      break;
    }
    case IR_CALL:
      for (uint32_t k = 0; k < in->u.list.n; k++) {
        uint32_t *x = &L.extra.data[in->u.list.first + 2 * k];
        *x = map_reg(&L, *x);
      }
      break;
    case IR_PMOVE:
      for (uint32_t k = 0; k < 2 * in->u.list.n; k++) {
        uint32_t *x = &L.extra.data[in->u.list.first + k];
        *x = map_reg(&L, *x);
      }
      break;
    default:
      break;
    }
  }
#undef TARGET
  fn->nconsts = (uint32_t)L.consts.len;
  fn->nregs = fn->nconsts + L.nregs;
  fn->consts = xrealloc(L.consts.data, L.consts.cap * sizeof(Val), L.consts.len * sizeof(Val));
  fn->code = xrealloc(L.code.data, L.code.cap * sizeof(IrInst), L.code.len * sizeof(IrInst));
  fn->ncode = (uint32_t)L.code.len;
  fn->extra = xrealloc(L.extra.data, L.extra.cap * sizeof(uint32_t), L.extra.len * sizeof(uint32_t));
  fn->nextra = (uint32_t)L.extra.len;
  fn->ntype_notes = (uint32_t)L.notes.len;
  fn->type_notes = xrealloc(L.notes.data, L.notes.cap * sizeof(IrTypeNote), L.notes.len * sizeof(IrTypeNote));
  xfree(stub_start, nstubs * sizeof(uint32_t));
  xfree(L.ctab, L.ccap * sizeof(CSlot));
  map_free(&L.aggc);
  map_free(&L.vals);
  map_free(&L.blocks);
  map_free(&L.stubmap);
  VEC_FREE(L.stubs);
  xfree(L.bbs, L.nblocks * sizeof(LLVMBasicBlockRef));
  xfree(L.block_start, L.nblocks * sizeof(uint32_t));
  xfree(L.has_phi, L.nblocks * sizeof(bool));
}

/* ---- lowering the module ------------------------------------------------- */

static char *name_of(LLVMValueRef v) {
  size_t len = 0;
  const char *s = LLVMGetValueName2(v, &len);
  char *r = xmalloc(len + 1);
  if (len) memcpy(r, s, len);
  r[len] = 0;
  return r;
}

static uint32_t count_params(Front *F, LLVMTypeRef fty) {
  unsigned n = LLVMCountParamTypes(fty);
  if (n == 0) return 0;
  LLVMTypeRef *ps = xcalloc(n, sizeof(LLVMTypeRef));
  LLVMGetParamTypes(fty, ps);
  uint32_t total = 0;
  for (unsigned i = 0; i < n; i++) total += tinfo(F, ps[i])->nleaves;
  xfree(ps, n * sizeof(LLVMTypeRef));
  return total;
}

/* The kind of one value of type t passed to or from a native function:
 * `attr` (1-based parameter index, 0 for the result) carries signext/byval. */
static IrSigKind sig_kind(Front *F, LLVMValueRef f, unsigned attr, LLVMTypeRef t) {
  LLVMTypeKind k = LLVMGetTypeKind(t);
  if (k == LLVMVoidTypeKind) return IR_SIG_VOID;
  if (k == LLVMPointerTypeKind) {
    bool in_memory = LLVMGetEnumAttributeAtIndex(f, attr, F->kind_byval) ||
                     LLVMGetEnumAttributeAtIndex(f, attr, LLVMGetEnumAttributeKindForName("sret", 4));
    return in_memory ? IR_SIG_OTHER : IR_SIG_PTR;
  }
  if (k == LLVMFloatTypeKind) return IR_SIG_F32;
  if (k == LLVMDoubleTypeKind) return IR_SIG_F64;
  if (k != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(t) > 64) return IR_SIG_OTHER;
  return LLVMGetEnumAttributeAtIndex(f, attr, LLVMGetEnumAttributeKindForName("signext", 7)) ? IR_SIG_SINT
                                                                                             : IR_SIG_INT;
}

/* An external function's signature for native calls (IrFunction.sig): a
 * parameter that flattens into several registers is IR_SIG_OTHER. */
static uint8_t *external_sig(Front *F, LLVMValueRef f, LLVMTypeRef fty, uint32_t nparams) {
  uint8_t *sig = xcalloc((size_t)nparams + 1, 1);
  sig[0] = (uint8_t)(tinfo(F, LLVMGetReturnType(fty))->nleaves > 1 ? IR_SIG_OTHER
                                                                     : sig_kind(F, f, 0, LLVMGetReturnType(fty)));
  unsigned n = LLVMCountParamTypes(fty), j = 1;
  LLVMTypeRef *ps = xcalloc(n ? n : 1, sizeof(LLVMTypeRef));
  LLVMGetParamTypes(fty, ps);
  for (unsigned i = 0; i < n; i++) {
    uint32_t leaves = tinfo(F, ps[i])->nleaves;
    IrSigKind k = leaves == 1 ? sig_kind(F, f, i + 1, ps[i]) : IR_SIG_OTHER;
    for (uint32_t l = 0; l < leaves && j <= nparams; l++) sig[j++] = (uint8_t)k;
  }
  xfree(ps, (n ? n : 1) * sizeof(LLVMTypeRef));
  return sig;
}

static IrModule *lower_module(Front *F) {
  IrModule *m = xcalloc(1, sizeof *m);
  m->exprs = expr_table_new();
  F->m = m;
  addr_init(&m->layout, F->ptr_bits);
  IrLoc unknown = {NULL, 0, 0};
  VEC_PUSH(F->locs, unknown);
  uint32_t ng = 0, nf = 0;
  for (LLVMValueRef g = LLVMGetFirstGlobal(F->mod); g; g = LLVMGetNextGlobal(g)) map_put(&F->gvar_id, pkey(g), ++ng);
  for (LLVMValueRef f = LLVMGetFirstFunction(F->mod); f; f = LLVMGetNextFunction(f)) map_put(&F->func_idx, pkey(f), nf++);
  m->nglobals = ng;
  m->globals = xcalloc(ng, sizeof(IrGlobal));
  m->nfuncs = nf;
  m->funcs = xcalloc(nf, sizeof(IrFunction));
  m->main_fn = -1;
  F->tt = typetab_new(F->td);

  /* ILP32: globals, then functions, get their addresses before any
   * initializer that refers to them is evaluated. */
  if (addr_is32(&F->m->layout)) {
    uint32_t id = 1;
    for (LLVMValueRef g = LLVMGetFirstGlobal(F->mod); g; g = LLVMGetNextGlobal(g), id++) {
      LLVMTypeRef vt = LLVMGlobalGetValueType(g);
      addr_place(&F->m->layout, id, LLVMTypeIsSized(vt) ? LLVMABISizeOfType(F->td, vt) : 0);
    }
    for (uint32_t k = 0; k < nf; k++, id++) addr_place(&F->m->layout, id, 1);
  }

  uint32_t i = 0;
  for (LLVMValueRef g = LLVMGetFirstGlobal(F->mod); g; g = LLVMGetNextGlobal(g), i++) {
    IrGlobal *ig = &m->globals[i];
    LLVMTypeRef vt = LLVMGlobalGetValueType(g);
    ig->name = name_of(g);
    ig->id = i + 1;
    ig->size = LLVMTypeIsSized(vt) ? LLVMABISizeOfType(F->td, vt) : 0;
    ig->align = LLVMGetAlignment(g);
    if (ig->align == 0) ig->align = LLVMTypeIsSized(vt) ? LLVMPreferredAlignmentOfGlobal(F->td, g) : 1;
    ig->readonly = LLVMIsGlobalConstant(g);
    LLVMValueRef init = LLVMIsDeclaration(g) ? NULL : LLVMGetInitializer(g);
    ig->external = init == NULL;
    ig->init = xcalloc(ig->size, 1);
    ig->type = typetab_id(F->tt, vt);
    if (init) write_const(F, ig->init, ig->size, 0, init, 0);
  }
  i = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(F->mod); f; f = LLVMGetNextFunction(f), i++) {
    IrFunction *fn = &m->funcs[i];
    LLVMTypeRef fty = LLVMGlobalGetValueType(f);
    fn->name = name_of(f);
    fn->index = i;
    fn->obj_id = ir_function_obj_id(m, i);
    fn->defined = !LLVMIsDeclaration(f);
    fn->builtin = fn->defined ? IR_BI_NONE : ir_builtin_lookup(fn->name);
    if (!fn->defined && fn->builtin == IR_BI_NONE && ir_is_nondet_name(fn->name))
      fn->builtin = nondet_builtin(LLVMGetReturnType(fty));
    fn->is_model = fn->defined && LLVMGetStringAttributeAtIndex(f, LLVMAttributeFunctionIndex,
                                                                  "symx-model", 10) != NULL;
    fn->vararg = LLVMIsFunctionVarArg(fty);
    fn->nparams = count_params(F, fty);
    fn->nret = tinfo(F, LLVMGetReturnType(fty))->nleaves;
    if (!fn->defined && fn->builtin == IR_BI_NONE) fn->sig = external_sig(F, f, fty, fn->nparams);
    if (fn->defined) {
      unsigned line = LLVMGetDebugLocLine(f);
      if (line) fn->loc = loc_intern(F, file_of(F, f), line, 0);
      lower_function(F, f, fn);
      fn->cfg = ir_cfg_build(fn);
      if (strcmp(fn->name, "main") == 0) m->main_fn = (int32_t)i;
    }
  }
  m->nlocs = (uint32_t)F->locs.len;
  m->locs = xrealloc(F->locs.data, F->locs.cap * sizeof(IrLoc), F->locs.len * sizeof(IrLoc));
  m->nstrings = (uint32_t)F->strings.len;
  m->strings = xrealloc(F->strings.data, F->strings.cap * sizeof(char *), F->strings.len * sizeof(char *));
  memset(&F->locs, 0, sizeof F->locs);
  memset(&F->strings, 0, sizeof F->strings);
  typetab_finish(F->tt, &m->types);
  F->tt = NULL;
  F->m = NULL;
  return m;
}

/* ---- loading, compiling, linking ------------------------------------------ */

typedef struct Diag {
  char msg[1024];
  bool have;
} Diag;

static void diag_handler(LLVMDiagnosticInfoRef di, void *ctx) {
  Diag *d = ctx;
  if (LLVMGetDiagInfoSeverity(di) != LLVMDSError || d->have) return;
  char *s = LLVMGetDiagInfoDescription(di);
  snprintf(d->msg, sizeof d->msg, "%s", s ? s : "unknown error");
  LLVMDisposeMessage(s);
  d->have = true;
}

/* The first line of a message. */
static const char *first_line(char *s) {
  char *nl = strchr(s, '\n');
  if (nl) *nl = 0;
  return s;
}

static const char *ext_of(const char *path) {
  const char *slash = strrchr(path, '/');
  const char *dot = strrchr(path, '.');
  if (!dot || (slash && dot < slash)) return "";
  return dot;
}

/* Runs clang on `src`, writing bitcode to `out`. Returns 0 on success,
 * FRONT_STOPPED when stopped by the deadline or an interrupt. */
/* Whether mem2reg will promote the alloca a: every use a load from it, a
 * store to it (not of it), or a lifetime marker (which mem2reg drops). */
static bool promotable(LLVMValueRef a) {
  for (LLVMUseRef u = LLVMGetFirstUse(a); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (LLVMIsALoadInst(user)) continue;
    if (LLVMIsAStoreInst(user) && LLVMGetOperand(user, 0) != a) continue;
    LLVMValueRef callee = LLVMIsACallInst(user) ? LLVMGetCalledValue(user) : NULL;
    if (callee && !strncmp(LLVMGetValueName(callee), "llvm.lifetime.", 14)) continue;
    return false;
  }
  return true;
}

/* See FrontOptions.uninit_locals: seeds the promotable scalar allocas of the
 * user's functions, after the entry block's allocas. */
static void seed_uninit_locals(LLVMContextRef ctx, LLVMModuleRef mod) {
  LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
  unsigned other = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(mod); f; f = LLVMGetNextFunction(f)) {
    LLVMBasicBlockRef entry = LLVMCountBasicBlocks(f) ? LLVMGetEntryBasicBlock(f) : NULL;
    if (!entry) continue;
    LLVMValueRef at = LLVMGetFirstInstruction(entry);
    while (at && LLVMIsAAllocaInst(at)) at = LLVMGetNextInstruction(at);
    if (!at) continue;
    /* the seeds go before `at`: the walk stops at the first non-alloca */
    for (LLVMValueRef i = LLVMGetFirstInstruction(entry); i && LLVMIsAAllocaInst(i); i = LLVMGetNextInstruction(i)) {
      LLVMTypeRef t = LLVMGetAllocatedType(i);
      LLVMTypeKind k = LLVMGetTypeKind(t);
      bool scalar = k == LLVMIntegerTypeKind || k == LLVMPointerTypeKind || k == LLVMFloatTypeKind ||
                    k == LLVMDoubleTypeKind || k == LLVMX86_FP80TypeKind;
      if (!scalar || !LLVMIsConstant(LLVMGetOperand(i, 0)) || !promotable(i)) continue;
      char name[64];
      if (k == LLVMIntegerTypeKind) snprintf(name, sizeof name, "__symx_uninit.i%u", LLVMGetIntTypeWidth(t));
      else snprintf(name, sizeof name, "__symx_uninit.other.%u", other++);
      LLVMTypeRef ft = LLVMFunctionType(t, NULL, 0, false);
      LLVMValueRef callee = LLVMGetNamedFunction(mod, name);
      if (!callee) callee = LLVMAddFunction(mod, name, ft);
      LLVMPositionBuilderBefore(b, at);
      LLVMValueRef v = LLVMBuildCall2(b, ft, callee, NULL, 0, "");
      LLVMBuildStore(b, v, i);
    }
  }
  LLVMDisposeBuilder(b);
}

/* After mem2reg: removes the seeds whose value no read uses. */
static void drop_unused_seeds(LLVMModuleRef mod) {
  for (LLVMValueRef f = LLVMGetFirstFunction(mod); f; f = LLVMGetNextFunction(f)) {
    const char *fname = LLVMGetValueName(f);
    if (strncmp(fname, "__symx_uninit.", 14) != 0) continue;
    LLVMUseRef u = LLVMGetFirstUse(f);
    while (u) {
      LLVMValueRef call = LLVMGetUser(u);
      u = LLVMGetNextUse(u);
      if (LLVMIsACallInst(call) && !LLVMGetFirstUse(call)) LLVMInstructionEraseFromParent(call);
    }
  }
}

static int run_clang(const FrontOptions *o, const char *src, const char *out) {
  const char *clang = o->clang ? o->clang : SYMX_CLANG;
  char *inc = NULL;
  if (o->include_dir) {
    size_t len = strlen(o->include_dir) + 3;
    inc = xmalloc(len);
    snprintf(inc, len, "-I%s", o->include_dir);
  }
  ClangArgv av = {0};
  clang_common_args(&av, clang, o->ilp32, inc);
  /* Bitcode as written: nothing inlined or unrolled, every function kept
   * (optnone off so that mem2reg may run). Lifetime markers: clang emits
   * them at -O0 only for ASan's use-after-scope check; -disable-llvm-passes
   * keeps the instrumentation itself out. */
  static const char *const mode[] = {"-c", "-emit-llvm", "-Xclang", "-disable-O0-optnone", "-fno-inline",
                                     "-fno-unroll-loops", "-fsanitize=address",
                                     "-fsanitize-address-use-after-scope", "-Xclang", "-disable-llvm-passes"};
  for (size_t i = 0; i < ARRAY_LEN(mode); i++) VEC_PUSH(av, mode[i]);
  for (int i = 0; i < o->ncflags; i++) VEC_PUSH(av, o->cflags[i]);
  VEC_PUSH(av, src);
  VEC_PUSH(av, "-o");
  VEC_PUSH(av, out);
  VEC_PUSH(av, NULL);
  ProcSpec ps = {clang, (char *const *)av.data, false, NULL, NULL, NULL}; /* diagnostics to the user */
  pid_t pid = proc_spawn(&ps, "symx");
  int result = 1;
  if (pid > 0) {
    bool stopped;
    int status = proc_wait(pid, o->deadline, o->interrupt, &stopped);
    if (stopped) result = FRONT_STOPPED;
    else if (status != -1 && WIFEXITED(status) && WEXITSTATUS(status) == 0) result = 0;
    else if (status != -1 && WIFSIGNALED(status))
      fprintf(stderr, "symx: clang crashed (signal %d, %s) compiling %s\n", WTERMSIG(status),
              strsignal(WTERMSIG(status)), src);
  }
  VEC_FREE(av);
  if (inc) xstrfree(inc);
  return result;
}

/* Loads a .bc or .ll file into ctx. Prints one line and returns NULL on error. */
static LLVMModuleRef load_file(LLVMContextRef ctx, Diag *diag, const char *path, const char *shown, bool text) {
  LLVMMemoryBufferRef buf = NULL;
  char *msg = NULL;
  if (LLVMCreateMemoryBufferWithContentsOfFile(path, &buf, &msg)) {
    fprintf(stderr, "symx: %s: %s\n", shown, msg ? first_line(msg) : "cannot read");
    if (msg) LLVMDisposeMessage(msg);
    return NULL;
  }
  LLVMModuleRef mod = NULL;
  diag->have = false;
  if (text) {
    if (LLVMParseIRInContext(ctx, buf, &mod, &msg)) {   /* takes the buffer */
      fprintf(stderr, "symx: %s\n", msg ? first_line(msg) : "invalid LLVM assembly");
      if (msg) LLVMDisposeMessage(msg);
      return NULL;
    }
  } else {
    bool bad = LLVMParseBitcodeInContext2(ctx, buf, &mod);
    LLVMDisposeMemoryBuffer(buf);
    if (bad) {
      fprintf(stderr, "symx: %s: invalid bitcode: %s\n", shown, diag->have ? first_line(diag->msg) : "cannot parse");
      return NULL;
    }
  }
  if (LLVMVerifyModule(mod, LLVMReturnStatusAction, &msg)) {
    fprintf(stderr, "symx: %s: invalid LLVM module: %s\n", shown, msg ? first_line(msg) : "");
    if (msg) LLVMDisposeMessage(msg);
    LLVMDisposeModule(mod);
    return NULL;
  }
  if (msg) LLVMDisposeMessage(msg);
  return mod;
}

static bool is_local_linkage(LLVMLinkage l) {
  return l == LLVMInternalLinkage || l == LLVMPrivateLinkage;
}

/* Prepares the runtime module for linking: marks its functions as models and
 * turns its copies of symbols the user defines into declarations. */
static void prepare_runtime(LLVMContextRef ctx, LLVMModuleRef user, LLVMModuleRef rt) {
  LLVMAttributeRef mark = LLVMCreateStringAttribute(ctx, "symx-model", 10, "", 0);
  LLVMValueRef next;
  for (LLVMValueRef f = LLVMGetFirstFunction(rt); f; f = next) {
    next = LLVMGetNextFunction(f);
    if (LLVMIsDeclaration(f)) continue;
    size_t len;
    const char *name = LLVMGetValueName2(f, &len);
    LLVMValueRef uf = is_local_linkage(LLVMGetLinkage(f)) ? NULL : LLVMGetNamedFunction(user, name);
    if (uf && !LLVMIsDeclaration(uf) && !is_local_linkage(LLVMGetLinkage(uf))) {
      /* Replace the definition by a fresh declaration of the same name. */
      char *saved = xmalloc(len + 1);
      memcpy(saved, name, len + 1);
      LLVMValueRef decl = LLVMAddFunction(rt, "symx.tmp.decl", LLVMGlobalGetValueType(f));
      LLVMReplaceAllUsesWith(f, decl);
      LLVMDeleteFunction(f);
      LLVMSetValueName2(decl, saved, len);
      xfree(saved, len + 1);
      continue;
    }
    LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex, mark);
  }
  for (LLVMValueRef g = LLVMGetFirstGlobal(rt); g; g = LLVMGetNextGlobal(g)) {
    if (LLVMIsDeclaration(g) || is_local_linkage(LLVMGetLinkage(g))) continue;
    size_t len;
    const char *name = LLVMGetValueName2(g, &len);
    LLVMValueRef ug = LLVMGetNamedGlobal(user, name);
    if (ug && !LLVMIsDeclaration(ug) && !is_local_linkage(LLVMGetLinkage(ug))) {
      LLVMSetInitializer(g, NULL);
      LLVMSetLinkage(g, LLVMExternalLinkage);
    }
  }
}

/* Every input exists and is C or LLVM; *need_clang when one is C. */
static int check_inputs(const FrontOptions *o, bool *need_clang) {
  if (o->ninputs <= 0) {
    fprintf(stderr, "symx: no input files\n");
    return 2;
  }
  *need_clang = false;
  for (int i = 0; i < o->ninputs; i++) {
    const char *path = o->inputs[i];
    struct stat st;
    if (stat(path, &st) != 0) {
      fprintf(stderr, "symx: %s: %s\n", path, strerror(errno));
      return 2;
    }
    const char *e = ext_of(path);
    if (strcmp(e, ".c") == 0 || strcmp(e, ".i") == 0) {
      *need_clang = true;
    } else if (strcmp(e, ".bc") != 0 && strcmp(e, ".ll") != 0) {
      fprintf(stderr, "symx: %s: not a C or LLVM file\n", path);
      return 2;
    }
  }
  return 0;
}

/* The directory clang's bitcode goes to: the caller's, or a fresh one
 * (*own: remove it afterwards). NULL when it cannot be made. */
static char *make_tmp_dir(const FrontOptions *o, bool *own) {
  *own = false;
  if (o->tmp_dir) return xstrdup(o->tmp_dir);
  const char *base = getenv("TMPDIR");
  if (!base || !*base) base = "/tmp";
  size_t len = strlen(base) + 32;
  char *t = xmalloc(len);
  snprintf(t, len, "%s/symx-XXXXXX", base);
  char *tmp = NULL;
  if (mkdtemp(t)) {
    tmp = xstrdup(t);
    *own = true;
  } else {
    fprintf(stderr, "symx: cannot create a temporary directory in %s: %s\n", base, strerror(errno));
  }
  xfree(t, len);
  return tmp;
}

/* One input as a module: compiled by clang into tmp when it is C. */
static LLVMModuleRef load_input(const FrontOptions *o, LLVMContextRef ctx, Diag *diag, const char *tmp, int i,
                                int *rc) {
  const char *path = o->inputs[i];
  const char *e = ext_of(path);
  LLVMModuleRef part = NULL;
  if (strcmp(e, ".c") == 0 || strcmp(e, ".i") == 0) {
    size_t len = strlen(tmp) + 32;
    char *bc = xmalloc(len);
    snprintf(bc, len, "%s/input%d.bc", tmp, i);
    int crc = run_clang(o, path, bc);
    if (crc == FRONT_STOPPED) {
      *rc = FRONT_STOPPED;
    } else if (crc != 0) {
      fprintf(stderr, "symx: cannot compile %s\n", path);
      *rc = 2;
    } else {
      part = load_file(ctx, diag, bc, path, false);
      if (!part) *rc = 2;
    }
    unlink(bc);
    xfree(bc, len);
  } else {
    part = load_file(ctx, diag, path, path, strcmp(e, ".ll") == 0);
    if (!part) *rc = 2;
  }
  return part;
}

/* All inputs linked into *mod. */
static int link_inputs(const FrontOptions *o, LLVMContextRef ctx, Diag *diag, const char *tmp,
                       LLVMModuleRef *mod) {
  int rc = 0;
  for (int i = 0; i < o->ninputs && rc == 0; i++) {
    LLVMModuleRef part = load_input(o, ctx, diag, tmp, i, &rc);
    if (!part) break;
    if (!*mod) {
      *mod = part;
      continue;
    }
    diag->have = false;
    if (LLVMLinkModules2(*mod, part)) { /* destroys part */
      fprintf(stderr, "symx: cannot link %s: %s\n", o->inputs[i], diag->have ? first_line(diag->msg) : "link error");
      rc = 2;
    }
  }
  return rc;
}

static int link_runtime(const FrontOptions *o, LLVMContextRef ctx, Diag *diag, LLVMModuleRef mod) {
  if (!o->runtime_bc || access(o->runtime_bc, R_OK) != 0) return 0;
  LLVMModuleRef rt = load_file(ctx, diag, o->runtime_bc, o->runtime_bc, false);
  if (!rt) return 2;
  prepare_runtime(ctx, mod, rt);
  diag->have = false;
  if (LLVMLinkModules2(mod, rt)) {
    fprintf(stderr, "symx: cannot link the runtime models: %s\n", diag->have ? first_line(diag->msg) : "link error");
    return 2;
  }
  return 0;
}

static int promote_registers(const FrontOptions *o, LLVMModuleRef mod) {
  /* Bitcode compiled at -O0 elsewhere carries optnone, which mem2reg respects. */
  unsigned optnone = LLVMGetEnumAttributeKindForName("optnone", 7);
  for (LLVMValueRef f = LLVMGetFirstFunction(mod); f; f = LLVMGetNextFunction(f))
    LLVMRemoveEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, optnone);
  LLVMPassBuilderOptionsRef popts = LLVMCreatePassBuilderOptions();
  LLVMErrorRef err = LLVMRunPasses(mod, "mem2reg", NULL, popts);
  LLVMDisposePassBuilderOptions(popts);
  if (!err && o->uninit_locals) drop_unused_seeds(mod);
  if (err) {
    char *msg = LLVMGetErrorMessage(err);
    fprintf(stderr, "symx: internal error running mem2reg: %s\n", msg);
    LLVMDisposeErrorMessage(msg);
    return 2;
  }
  return 0;
}

/* The linked, promoted module lowered to *out. */
static int lower_loaded(const FrontOptions *o, LLVMContextRef ctx, LLVMModuleRef mod, IrModule **out) {
  int rc = 0;
  Front F;
  memset(&F, 0, sizeof F);
  F.ctx = ctx;
  F.mod = mod;
  F.td = LLVMCreateTargetData(LLVMGetDataLayoutStr(mod));
  F.kind_byval = LLVMGetEnumAttributeKindForName("byval", 5);
  unsigned pbits = 8 * LLVMPointerSize(F.td);
  if (pbits != (o->ilp32 ? 32u : 64u)) {
    fprintf(stderr, "symx: the program is compiled for %u-bit pointers but the data model is %s%s\n",
            pbits, o->ilp32 ? "ILP32" : "LP64", o->ilp32 ? "" : " (use --data-model ILP32 for 32-bit code)");
    rc = 2;
  } else {
    F.ptr_bits = pbits;
    *out = lower_module(&F);
  }
  LLVMDisposeTargetData(F.td);
  for (size_t i = 0; i < F.tinfos.len; i++) {
    TypeInfo *ti = F.tinfos.data[i];
    xfree(ti->lw, ti->cap * sizeof(uint16_t));
    xfree(ti->loff, ti->cap * sizeof(uint64_t));
    xfree(ti, sizeof *ti);
  }
  VEC_FREE(F.tinfos);
  map_free(&F.types);
  map_free(&F.gvar_id);
  map_free(&F.func_idx);
  xfree(F.str_tab, F.str_cap * sizeof(uint32_t));
  xfree(F.loc_tab, F.loc_cap * sizeof(uint32_t));
  return rc;
}

int front_load(const FrontOptions *o, IrModule **out) {
  *out = NULL;
  bool need_clang = false, own_tmp = false;
  int rc = check_inputs(o, &need_clang); /* every input checked before any work */
  if (rc) return rc;
  char *tmp = NULL;
  if (need_clang && !(tmp = make_tmp_dir(o, &own_tmp))) return 2;
  LLVMContextRef ctx = LLVMContextCreate();
  Diag diag;
  memset(&diag, 0, sizeof diag);
  LLVMContextSetDiagnosticHandler(ctx, diag_handler, &diag);
  LLVMModuleRef mod = NULL;
  rc = link_inputs(o, ctx, &diag, tmp, &mod);
  if (own_tmp) util_remove_tree(tmp);
  if (tmp) xstrfree(tmp);
  if (rc == 0 && o->uninit_locals) seed_uninit_locals(ctx, mod); /* the user's code only */
  if (rc == 0) rc = link_runtime(o, ctx, &diag, mod);
  if (rc == 0) rc = promote_registers(o, mod);
  if (rc == 0) rc = lower_loaded(o, ctx, mod, out);
  if (mod) LLVMDisposeModule(mod);
  LLVMContextDispose(ctx);
  return rc;
}
