/* instrument: the shadow computation of `symx cc`, written into an LLVM
 * module with the LLVM-C API (see cc.h and runtime/concolic/hooks.h).
 *
 * Every integer instruction of at most 64 bits gets a shadow (a `ptr`
 * value: the expression, NULL when concrete) computed right after it by a
 * hook of hooks.c; so does every float and double instruction (fadd, fsub,
 * fmul, fdiv, fneg, fcmp, the conversions, bitcasts of equal width,
 * llvm.fmuladd/fabs/copysign, and calls of libm's sqrt, roundings, fabs
 * and copysign: libm_call): the expression of its bit pattern, the hooks
 * getting the value's bits as an integer (runtime/concolic/fp.c), and a
 * conversion to an integer is preceded by the branch "it fits"; fadd and
 * fmul are then written as x86's instructions, their operands in the
 * program's order (pin_operand_order); a getelementptr with a symbolic index gets the shadow
 * of its address, through which loads read the object as an array
 * (do_gep); a pointer value read from memory, passed or returned gets
 * the shadow of its 64 bits (bits_of: a union's integer member copied as a
 * pointer, a pointer read from a table at a symbolic index); phis get a
 * phi of shadows; branches, switches, stores,
 * calls and returns pass shadows on before they run. Whatever else reads a
 * shadow (long double, frem, pointers made from integers, intrinsics, inline
 * assembly) gives it up through __symx_h_drop, which
 * counts a concretisation when it was not NULL. Blocks are visited in
 * reverse post-order so that an operand's shadow exists before its use. */
#include <stdio.h>
#include <string.h>

#include <llvm-c/Core.h>
#include <llvm-c/Target.h>

#include "cc/cc_internal.h"
#include "front/map.h"
#include "concolic/hooks.h"
#include "expr/fp.h"

typedef struct Hook {
  const char *name;
  LLVMValueRef fn;
  LLVMTypeRef type;
} Hook;

enum { H_BINOP, H_CAST, H_SELECT, H_BRANCH, H_LOAD, H_STORE, H_COPY, H_CLEAR, H_DROP, H_ARG, H_CALL,
       H_RESULT, H_PARAM, H_ENTER, H_RETURN, H_DIVISOR, H_SWITCH, H_EXIT, H_GEP, H_LOAD_AT, H_STORE_AT, H_STORE_UNLESS, H_LOAD_BITS, H_EXT_ARG, H_NUM };

typedef struct Inst {
  LLVMModuleRef mod;
  LLVMContextRef ctx;
  LLVMBuilderRef b;
  LLVMTargetDataRef td;
  LLVMTypeRef ptr, i32, i64;
  Hook hooks[H_NUM];
  Map shadow_of;               /* LLVM value -> index in shadows */
  VEC(LLVMValueRef) shadows;
  VEC(LLVMValueRef) phis;      /* original phi, its shadow phi, ... */
  VEC(LLVMValueRef) ptr_phis;  /* phis of pointers (their incoming address shadows are given up) */
  Map root_of;                 /* pointer with an address shadow -> index in roots */
  Map bits_of;                 /* pointer with a shadow of its 64 bits -> index in shadows */
  VEC(LLVMValueRef) roots;     /* the base of its first symbolic getelementptr */
  LLVMValueRef self;
  uint32_t next_edge;          /* branch sites (and coverage slots) handed out */
  uint32_t edges;              /* the coverage slots used: the program's branch edges */
} Inst;

static LLVMValueRef null_shadow(Inst *I) { return LLVMConstPointerNull(I->ptr); }

static LLVMValueRef shadow(Inst *I, LLVMValueRef v) {
  uint32_t *k = map_find(&I->shadow_of, pkey(v));
  return k ? I->shadows.data[*k] : null_shadow(I);
}

static bool has_shadow(Inst *I, LLVMValueRef v) { return map_find(&I->shadow_of, pkey(v)) != NULL; }

static void set_shadow(Inst *I, LLVMValueRef v, LLVMValueRef s) {
  map_put(&I->shadow_of, pkey(v), (uint32_t)I->shadows.len);
  VEC_PUSH(I->shadows, s);
}

/* The shadow of a pointer's bits (a 64-bit expression, NULL when concrete),
 * kept apart from the address shadows of do_gep, which are offsets. */
static LLVMValueRef bits(Inst *I, LLVMValueRef v) {
  uint32_t *k = map_find(&I->bits_of, pkey(v));
  return k ? I->shadows.data[*k] : LLVMConstPointerNull(I->ptr);
}

static bool has_bits(Inst *I, LLVMValueRef v) { return map_find(&I->bits_of, pkey(v)) != NULL; }

static void set_bits(Inst *I, LLVMValueRef v, LLVMValueRef s) {
  map_put(&I->bits_of, pkey(v), (uint32_t)I->shadows.len);
  VEC_PUSH(I->shadows, s);
}

/* Whether values of type t are pointers of 64 bits (they may have bits shadows). */
static bool is_ptr64(Inst *I, LLVMTypeRef t) {
  return LLVMGetTypeKind(t) == LLVMPointerTypeKind && LLVMStoreSizeOfType(I->td, t) == 8;
}

static unsigned int_width(LLVMTypeRef t) {
  return LLVMGetTypeKind(t) == LLVMIntegerTypeKind ? LLVMGetIntTypeWidth(t) : 0;
}

/* float and double: the width of their bit patterns, which their shadows
 * are expressions of; 0 for other types (x86_fp80 among them). */
static unsigned fp_width(LLVMTypeRef t) {
  LLVMTypeKind k = LLVMGetTypeKind(t);
  return k == LLVMFloatTypeKind ? 32 : k == LLVMDoubleTypeKind ? 64 : 0;
}

/* The width of a value's shadow: an integer's, a float's or a double's. */
static unsigned value_width(LLVMTypeRef t) {
  unsigned w = int_width(t);
  return w ? w : fp_width(t);
}

static LLVMValueRef call(Inst *I, int h, LLVMValueRef *args, unsigned n) {
  return LLVMBuildCall2(I->b, I->hooks[h].type, I->hooks[h].fn, args, n, "");
}

static LLVMValueRef c32(Inst *I, uint64_t v) { return LLVMConstInt(I->i32, v, 0); }

/* v (an integer of at most 64 bits, a float or a double: its bits)
 * zero-extended to i64. */
static LLVMValueRef to64(Inst *I, LLVMValueRef v) {
  unsigned fw = fp_width(LLVMTypeOf(v));
  if (fw) v = LLVMBuildBitCast(I->b, v, LLVMIntTypeInContext(I->ctx, fw), "");
  unsigned w = fw ? fw : int_width(LLVMTypeOf(v));
  return w == 64 ? v : LLVMBuildZExt(I->b, v, I->i64, "");
}

static void after(Inst *I, LLVMValueRef inst) {
  LLVMValueRef next = LLVMGetNextInstruction(inst);
  LLVMPositionBuilderBefore(I->b, next);
}

/* Gives up the shadows of inst's operands (before it). */
static void drop_operands(Inst *I, LLVMValueRef inst) {
  LLVMPositionBuilderBefore(I->b, inst);
  int n = LLVMGetNumOperands(inst);
  for (int i = 0; i < n; i++) {
    LLVMValueRef op = LLVMGetOperand(inst, (unsigned)i);
    if (has_shadow(I, op)) call(I, H_DROP, (LLVMValueRef[]){shadow(I, op)}, 1);
    if (has_bits(I, op)) call(I, H_DROP, (LLVMValueRef[]){bits(I, op)}, 1);
  }
}

/* Gives up the bits shadow of pointer p, used as an address by inst. */
static void drop_bits(Inst *I, LLVMValueRef inst, LLVMValueRef p) {
  if (!has_bits(I, p)) return;
  LLVMPositionBuilderBefore(I->b, inst);
  call(I, H_DROP, (LLVMValueRef[]){bits(I, p)}, 1);
}

/* v as an i64 (a pointer's address, an integer zero-extended). */
static LLVMValueRef as64(Inst *I, LLVMValueRef v) {
  return LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMPointerTypeKind ? LLVMBuildPtrToInt(I->b, v, I->i64, "") : to64(I, v);
}

static int binop_code(LLVMOpcode op) {
  switch (op) {
  case LLVMAdd: return CC_ADD;
  case LLVMSub: return CC_SUB;
  case LLVMMul: return CC_MUL;
  case LLVMUDiv: return CC_UDIV;
  case LLVMSDiv: return CC_SDIV;
  case LLVMURem: return CC_UREM;
  case LLVMSRem: return CC_SREM;
  case LLVMShl: return CC_SHL;
  case LLVMLShr: return CC_LSHR;
  case LLVMAShr: return CC_ASHR;
  case LLVMAnd: return CC_AND;
  case LLVMOr: return CC_OR;
  case LLVMXor: return CC_XOR;
  default: return -1;
  }
}

static int icmp_code(LLVMIntPredicate p) {
  switch (p) {
  case LLVMIntEQ: return CC_EQ;
  case LLVMIntNE: return CC_NE;
  case LLVMIntUGT: return CC_UGT;
  case LLVMIntUGE: return CC_UGE;
  case LLVMIntULT: return CC_ULT;
  case LLVMIntULE: return CC_ULE;
  case LLVMIntSGT: return CC_SGT;
  case LLVMIntSGE: return CC_SGE;
  case LLVMIntSLT: return CC_SLT;
  default: return CC_SLE;
  }
}

/* The native code is optimised (-O2), but it must compute what the -O0
 * program does, traps included: a division's divisor and a shift's amount
 * that are not constants pass through an empty inline assembly, so that the
 * optimiser cannot use a value it knows there (a divisor known to be -1 or
 * 0, an amount known to be too large) to fold the instruction away; x86
 * then traps and masks as it does at -O0. The same for the operand of a
 * conversion of a float or double to an integer, which LLVM may fold to
 * poison when it knows the value out of range (x86 gives the integer
 * indefinite, or the low bits of a wider conversion). */
static void opaque_operand(Inst *I, LLVMValueRef inst, unsigned k) {
  LLVMValueRef v = LLVMGetOperand(inst, k);
  LLVMTypeRef t = LLVMTypeOf(v);
  unsigned w = int_width(t);
  bool fp = fp_width(t) != 0;
  if (LLVMIsAConstant(v) || !(w == 8 || w == 16 || w == 32 || w == 64 || fp)) return;
  LLVMTypeRef ft = LLVMFunctionType(t, &t, 1, 0);
  LLVMValueRef asm_ = LLVMGetInlineAsm(ft, "", 0, fp ? "=x,0" : "=r,0", 4, 0, 0, LLVMInlineAsmDialectATT, 0);
  LLVMPositionBuilderBefore(I->b, inst);
  LLVMValueRef same = LLVMBuildCall2(I->b, ft, asm_, &v, 1, "");
  if (has_shadow(I, v)) set_shadow(I, same, shadow(I, v));
  LLVMSetOperand(inst, k, same);
}

/* A binary operation or comparison of integers of width w (1..64). */
static void do_binary(Inst *I, LLVMValueRef inst, int code, unsigned w) {
  LLVMValueRef a = LLVMGetOperand(inst, 0), b = LLVMGetOperand(inst, 1);
  if (!has_shadow(I, a) && !has_shadow(I, b)) return; /* constants or concrete: stays concrete */
  if (code >= CC_UDIV && code <= CC_SREM && has_shadow(I, b)) { /* before it: it may trap */
    LLVMPositionBuilderBefore(I->b, inst);
    LLVMValueRef args[] = {c32(I, (uint64_t)code), shadow(I, a), to64(I, a), shadow(I, b), to64(I, b), c32(I, w)};
    call(I, H_DIVISOR, args, 6);
  }
  after(I, inst);
  LLVMValueRef args[] = {c32(I, (uint64_t)code), shadow(I, a), to64(I, a), shadow(I, b), to64(I, b), c32(I, w)};
  set_shadow(I, inst, call(I, H_BINOP, args, 6));
}

static void do_cast(Inst *I, LLVMValueRef inst, int code) {
  LLVMValueRef a = LLVMGetOperand(inst, 0);
  unsigned from = int_width(LLVMTypeOf(a)), to = int_width(LLVMTypeOf(inst));
  if (!has_shadow(I, a)) return;
  if (!from || from > 64 || !to || to > 64) {
    drop_operands(I, inst);
    return;
  }
  after(I, inst);
  LLVMValueRef args[] = {c32(I, (uint64_t)code), shadow(I, a), to64(I, a), c32(I, from), c32(I, to)};
  set_shadow(I, inst, call(I, H_CAST, args, 5));
}

/* ---- Floating point: float and double (runtime/concolic/fp.c) --------------------
 * Their shadows are expressions of their bit patterns, which the hooks get
 * as integers (to64); long double (x86_fp80) stays concrete (counted). */

/* fadd, fsub, fmul, fdiv, and fcmp (code CC_FCMP + its predicate). */
static void do_fp_binary(Inst *I, LLVMValueRef inst, int code) {
  LLVMValueRef a = LLVMGetOperand(inst, 0), b = LLVMGetOperand(inst, 1);
  unsigned w = fp_width(LLVMTypeOf(a));
  if (!has_shadow(I, a) && !has_shadow(I, b)) return;
  if (!w) {
    drop_operands(I, inst);
    return;
  }
  after(I, inst);
  LLVMValueRef args[] = {c32(I, (uint64_t)code), shadow(I, a), to64(I, a), shadow(I, b), to64(I, b), c32(I, w)};
  set_shadow(I, inst, call(I, H_BINOP, args, 6));
}

/* The shadow of `code` (CC_AND, CC_OR, CC_XOR) of a float or double a's
 * bits (shadow sa, bits a64) and the constant k, as `symx run` lowers fneg,
 * fabs and copysign: operations on the sign bit. */
static LLVMValueRef sign_bits(Inst *I, int code, LLVMValueRef sa, LLVMValueRef a64, uint64_t k, unsigned w) {
  LLVMValueRef args[] = {c32(I, (uint64_t)code), sa, a64, null_shadow(I), LLVMConstInt(I->i64, k, 0), c32(I, w)};
  return call(I, H_BINOP, args, 6);
}

/* The shadow of fabs(a) (b NULL) or copysign(a, b): a's magnitude bits,
 * or'ed with b's sign bit. */
static LLVMValueRef sign_of(Inst *I, LLVMValueRef a, LLVMValueRef b, unsigned w) {
  uint64_t sign = 1ull << (w - 1);
  LLVMValueRef a64 = to64(I, a), mag = sign_bits(I, CC_AND, shadow(I, a), a64, sign - 1, w);
  if (!b) return mag;
  LLVMValueRef b64 = to64(I, b), sgn = sign_bits(I, CC_AND, shadow(I, b), b64, sign, w);
  LLVMValueRef m64 = LLVMBuildAnd(I->b, a64, LLVMConstInt(I->i64, sign - 1, 0), "");
  LLVMValueRef s64 = LLVMBuildAnd(I->b, b64, LLVMConstInt(I->i64, sign, 0), "");
  return call(I, H_BINOP, (LLVMValueRef[]){c32(I, CC_OR), mag, m64, sgn, s64, c32(I, w)}, 6);
}

static void do_fneg(Inst *I, LLVMValueRef inst) {
  LLVMValueRef a = LLVMGetOperand(inst, 0);
  unsigned w = fp_width(LLVMTypeOf(a));
  if (!has_shadow(I, a)) return;
  if (!w) {
    drop_operands(I, inst);
    return;
  }
  after(I, inst);
  set_shadow(I, inst, sign_bits(I, CC_XOR, shadow(I, a), to64(I, a), 1ull << (w - 1), w));
}

/* fptosi, fptoui, sitofp, uitofp, fpext, fptrunc (code: CC_FPTOSI..). */
static void do_fp_cast(Inst *I, LLVMValueRef inst, int code) {
  LLVMValueRef a = LLVMGetOperand(inst, 0);
  LLVMTypeRef ft = LLVMTypeOf(a), tt = LLVMTypeOf(inst);
  if (!has_shadow(I, a)) return;
  bool to_int = code == CC_FPTOSI || code == CC_FPTOUI, from_int = code == CC_SITOFP || code == CC_UITOFP;
  unsigned from = from_int ? int_width(ft) : fp_width(ft), to = to_int ? int_width(tt) : fp_width(tt);
  if (!from || from > 64 || !to || to > 64) {
    drop_operands(I, inst);
    return;
  }
  /* to an integer, the runtime's branch "it fits" comes before it, as
   * symx run's check does */
  if (to_int) LLVMPositionBuilderBefore(I->b, inst);
  else after(I, inst);
  LLVMValueRef args[] = {c32(I, (uint64_t)code), shadow(I, a), to64(I, a), c32(I, from), c32(I, to)};
  set_shadow(I, inst, call(I, H_CAST, args, 5));
}

/* A bitcast between an integer and a float or double of its width keeps
 * the shadow (the same bits); others give theirs up. */
static void do_bitcast(Inst *I, LLVMValueRef inst) {
  LLVMValueRef a = LLVMGetOperand(inst, 0);
  if (!has_shadow(I, a) && !has_bits(I, a)) return;
  unsigned from = value_width(LLVMTypeOf(a)), to = value_width(LLVMTypeOf(inst));
  if (has_shadow(I, a) && !has_bits(I, a) && from && from <= 64 && from == to) set_shadow(I, inst, shadow(I, a));
  else drop_operands(I, inst);
}

/* llvm.fmuladd, llvm.fabs and llvm.copysign of a float or double, lowered as
 * `symx run` lowers them: a multiply then an add (x86-64 without -mfma),
 * and operations on the sign bit. False for other intrinsics. */
static bool fp_intrinsic(Inst *I, LLVMValueRef inst, const char *name) {
  unsigned w = fp_width(LLVMTypeOf(inst)), n = LLVMGetNumArgOperands(inst);
  bool fmuladd = !strncmp(name, "llvm.fmuladd.", 13) && n == 3, fabs_ = !strncmp(name, "llvm.fabs.", 10) && n == 1;
  bool copysign = !strncmp(name, "llvm.copysign.", 14) && n == 2;
  if (!w || (!fmuladd && !fabs_ && !copysign)) return false;
  bool any = false;
  for (unsigned i = 0; i < n; i++) any |= has_shadow(I, LLVMGetOperand(inst, i));
  if (!any) return true;
  LLVMValueRef a = LLVMGetOperand(inst, 0), b = n > 1 ? LLVMGetOperand(inst, 1) : NULL, s;
  LLVMPositionBuilderBefore(I->b, inst);
  if (fmuladd) {
    LLVMValueRef c = LLVMGetOperand(inst, 2), p = LLVMBuildFMul(I->b, a, b, "");
    LLVMValueRef mul[] = {c32(I, CC_FMUL), shadow(I, a), to64(I, a), shadow(I, b), to64(I, b), c32(I, w)};
    LLVMValueRef sp = call(I, H_BINOP, mul, 6);
    LLVMValueRef add[] = {c32(I, CC_FADD), sp, to64(I, p), shadow(I, c), to64(I, c), c32(I, w)};
    s = call(I, H_BINOP, add, 6);
  } else {
    s = sign_of(I, a, fabs_ ? NULL : b, w);
  }
  set_shadow(I, inst, s);
  return true;
}

/* x86's add and mul of a float or double (`mnemonic` its instruction) with
 * the operands in the program's order: the first one the destination,
 * whose NaN wins when both are NaNs (expr/fp.h). */
static LLVMValueRef sse_op(Inst *I, const char *mnemonic, LLVMValueRef a, LLVMValueRef b) {
  LLVMTypeRef t = LLVMTypeOf(a), ts[] = {t, t};
  char text[32];
  snprintf(text, sizeof text, "%s%s $2, $0", mnemonic, fp_width(t) == 32 ? "ss" : "sd");
  LLVMTypeRef ft = LLVMFunctionType(t, ts, 2, 0);
  LLVMValueRef asm_ = LLVMGetInlineAsm(ft, text, strlen(text), "=x,0,x", 6, 0, 0, LLVMInlineAsmDialectATT, 0);
  return LLVMBuildCall2(I->b, ft, asm_, (LLVMValueRef[]){a, b}, 2, "");
}

/* fadd and fmul are commutative to LLVM, and -O2's code generator swaps
 * their operands at will, which changes the result's NaN when both are
 * NaNs; and llvm.fmuladd is a multiply then an add on x86-64 without FMA.
 * After the instrumentation, each (of a float or double) becomes x86's
 * instruction in an inline assembly, with the operands in the order that
 * `symx run` and the -O0 program use. */
static bool is_named(LLVMValueRef fn, const char *prefix);

static void pin_operand_order(Inst *I, LLVMValueRef fn) {
  VEC(LLVMValueRef) todo = {0};
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) {
      LLVMOpcode op = LLVMGetInstructionOpcode(in);
      bool fmuladd = op == LLVMCall && is_named(LLVMGetCalledValue(in), "llvm.fmuladd.");
      if ((op == LLVMFAdd || op == LLVMFMul || fmuladd) && fp_width(LLVMTypeOf(in))) VEC_PUSH(todo, in);
    }
  for (size_t i = 0; i < todo.len; i++) {
    LLVMValueRef in = todo.data[i], r;
    LLVMPositionBuilderBefore(I->b, in);
    LLVMValueRef a = LLVMGetOperand(in, 0), b = LLVMGetOperand(in, 1);
    if (LLVMGetInstructionOpcode(in) == LLVMCall)
      r = sse_op(I, "add", sse_op(I, "mul", a, b), LLVMGetOperand(in, 2));
    else
      r = sse_op(I, LLVMGetInstructionOpcode(in) == LLVMFAdd ? "add" : "mul", a, b);
    LLVMReplaceAllUsesWith(in, r);
    LLVMInstructionEraseFromParent(in);
  }
  VEC_FREE(todo);
}

/* ptrtoint and inttoptr of 64 bits: the shadow of the bits is the integer's. */
static void do_ptr_cast(Inst *I, LLVMValueRef inst) {
  LLVMValueRef a = LLVMGetOperand(inst, 0);
  bool to_int = LLVMGetInstructionOpcode(inst) == LLVMPtrToInt;
  LLVMTypeRef it = to_int ? LLVMTypeOf(inst) : LLVMTypeOf(a), pt = to_int ? LLVMTypeOf(a) : LLVMTypeOf(inst);
  if (!has_shadow(I, a) && !has_bits(I, a)) return;
  if (int_width(it) != 64 || !is_ptr64(I, pt) || (to_int && !has_bits(I, a))) {
    drop_operands(I, inst);
    return;
  }
  if (to_int) set_shadow(I, inst, bits(I, a));
  else set_bits(I, inst, shadow(I, a));
}

/* A select on a symbolic condition is a branch of the source (`c ? a : b`
 * that clang compiled without a jump): its condition is a branch of the
 * path, and its two outcomes are coverage edges, so that SAGE's expansion
 * negates it and a child taking the other value counts as new coverage. */
static void select_branch(Inst *I, LLVMValueRef inst, LLVMValueRef c) {
  LLVMPositionBuilderBefore(I->b, inst);
  LLVMValueRef args[] = {shadow(I, c), to64(I, c), c32(I, I->next_edge)};
  I->next_edge += 2;
  I->edges += 2;
  call(I, H_BRANCH, args, 3);
}

static void do_select(Inst *I, LLVMValueRef inst) {
  LLVMValueRef c = LLVMGetOperand(inst, 0), t = LLVMGetOperand(inst, 1), f = LLVMGetOperand(inst, 2);
  unsigned w = value_width(LLVMTypeOf(inst));
  if (has_shadow(I, c) && int_width(LLVMTypeOf(c)) == 1) select_branch(I, inst, c);
  bool ptr = is_ptr64(I, LLVMTypeOf(inst)) && !has_shadow(I, t) && !has_shadow(I, f); /* of their bits */
  if (!has_shadow(I, c) && !has_shadow(I, t) && !has_shadow(I, f) && !has_bits(I, t) && !has_bits(I, f)) return;
  if ((!ptr && (!w || w > 64)) || int_width(LLVMTypeOf(c)) != 1) {
    drop_operands(I, inst);
    return;
  }
  after(I, inst);
  if (ptr) {
    LLVMValueRef args[] = {shadow(I, c), to64(I, c), bits(I, t), as64(I, t), bits(I, f), as64(I, f), c32(I, 64)};
    set_bits(I, inst, call(I, H_SELECT, args, 7));
    return;
  }
  LLVMValueRef args[] = {shadow(I, c), to64(I, c), shadow(I, t), to64(I, t), shadow(I, f), to64(I, f), c32(I, w)};
  set_shadow(I, inst, call(I, H_SELECT, args, 7));
}

/* A comparison of pointers, one of which has a bits shadow: of their bits. */
static void do_ptr_icmp(Inst *I, LLVMValueRef inst) {
  LLVMValueRef a = LLVMGetOperand(inst, 0), b = LLVMGetOperand(inst, 1);
  if (!has_bits(I, a) && !has_bits(I, b)) return;
  if (has_shadow(I, a) || has_shadow(I, b) || !is_ptr64(I, LLVMTypeOf(a))) {
    drop_operands(I, inst);
    return;
  }
  after(I, inst);
  int code = icmp_code(LLVMGetICmpPredicate(inst));
  LLVMValueRef args[] = {c32(I, (uint64_t)code), bits(I, a), as64(I, a), bits(I, b), as64(I, b), c32(I, 64)};
  set_shadow(I, inst, call(I, H_BINOP, args, 6));
}

/* ---- Addresses at a symbolic index (runtime/concolic/objects.c) -----------------
 * A getelementptr with an index (or a base) that has a shadow gets a shadow
 * too: its offset from its root (the base of the first symbolic
 * getelementptr) as an expression. Loads through it read the object the
 * root points into. */

/* The root of pointer p (which has an address shadow); obj and osize: the
 * root's object when it is a defined global or a fixed-size alloca, else
 * NULL and 0 (the runtime looks the root up). */
static LLVMValueRef gep_root(Inst *I, LLVMValueRef p, LLVMValueRef *obj, LLVMValueRef *osize) {
  uint32_t *k = map_find(&I->root_of, pkey(p));
  LLVMValueRef root = I->roots.data[*k];
  LLVMTypeRef t = NULL;
  if (LLVMIsAGlobalVariable(root) && !LLVMIsDeclaration(root) && !LLVMIsThreadLocal(root))
    t = LLVMGlobalGetValueType(root);
  else if (LLVMIsAAllocaInst(root) && LLVMIsAConstantInt(LLVMGetOperand(root, 0)))
    t = LLVMArrayType(LLVMGetAllocatedType(root), (unsigned)LLVMConstIntGetZExtValue(LLVMGetOperand(root, 0)));
  uint64_t size = t && LLVMTypeIsSized(t) ? LLVMABISizeOfType(I->td, t) : 0;
  *obj = size ? root : LLVMConstPointerNull(I->ptr);
  *osize = LLVMConstInt(I->i64, size, 0);
  return root;
}

/* The shadow of index k's contribution (acc: the address's shadow so far). */
static LLVMValueRef gep_index(Inst *I, LLVMValueRef acc, LLVMValueRef at, LLVMValueRef idx, uint64_t scale) {
  LLVMValueRef args[] = {acc, at, shadow(I, idx), to64(I, idx), c32(I, int_width(LLVMTypeOf(idx))), LLVMConstInt(I->i64, scale, 0)};
  return call(I, H_GEP, args, 6);
}

static void do_gep(Inst *I, LLVMValueRef inst) {
  unsigned n = (unsigned)LLVMGetNumOperands(inst);
  LLVMValueRef base = LLVMGetOperand(inst, 0);
  bool any = false;
  for (unsigned k = 0; k < n; k++) any |= has_shadow(I, LLVMGetOperand(inst, k));
  if (!any && has_bits(I, base) && is_ptr64(I, LLVMTypeOf(inst))) { /* concrete indices: the bits move */
    after(I, inst);
    LLVMValueRef args[] = {null_shadow(I), as64(I, inst), bits(I, base), as64(I, base), c32(I, 64), LLVMConstInt(I->i64, 1, 0)};
    set_bits(I, inst, call(I, H_GEP, args, 6));
    return;
  }
  drop_bits(I, inst, base);
  if (!any) return;
  if (LLVMGetTypeKind(LLVMTypeOf(inst)) != LLVMPointerTypeKind) { /* vectors of pointers */
    drop_operands(I, inst);
    return;
  }
  uint32_t *r = map_find(&I->root_of, pkey(base));
  LLVMValueRef root = r ? I->roots.data[*r] : base;
  after(I, inst);
  /* offsets from the root, not addresses: the same on every run (ASLR) */
  LLVMValueRef root_at = LLVMBuildPtrToInt(I->b, root, I->i64, "");
  LLVMValueRef at = LLVMBuildSub(I->b, LLVMBuildPtrToInt(I->b, inst, I->i64, ""), root_at, ""), acc = null_shadow(I);
  if (has_shadow(I, base)) /* base + (at - base): the base's shadow moved by the constant part */
    acc = call(I, H_GEP, (LLVMValueRef[]){acc, at, shadow(I, base),
                                          LLVMBuildSub(I->b, LLVMBuildPtrToInt(I->b, base, I->i64, ""), root_at, ""),
                                          c32(I, 64), LLVMConstInt(I->i64, 1, 0)}, 6);
  LLVMTypeRef t = LLVMGetGEPSourceElementType(inst);
  for (unsigned k = 1; k < n; k++) {
    LLVMValueRef idx = LLVMGetOperand(inst, k);
    if (k > 1) { /* into the aggregate t: a struct's field index is a constant */
      LLVMTypeKind tk = LLVMGetTypeKind(t);
      if (tk == LLVMStructTypeKind) {
        t = LLVMStructGetTypeAtIndex(t, (unsigned)LLVMConstIntGetZExtValue(idx));
        continue;
      }
      t = LLVMGetElementType(t);
    }
    unsigned w = int_width(LLVMTypeOf(idx));
    if (!has_shadow(I, idx)) continue;
    if (!w || w > 64) call(I, H_DROP, (LLVMValueRef[]){shadow(I, idx)}, 1);
    else acc = gep_index(I, acc, at, idx, LLVMABISizeOfType(I->td, t));
  }
  set_shadow(I, inst, acc);
  map_put(&I->root_of, pkey(inst), (uint32_t)I->roots.len);
  VEC_PUSH(I->roots, root);
}

/* Phis of pointers: an incoming address or bits shadow is given up (counted) at the
 * end of the block it comes from. */
static void drop_ptr_phis(Inst *I) {
  for (size_t i = 0; i < I->ptr_phis.len; i++) {
    LLVMValueRef phi = I->ptr_phis.data[i];
    for (unsigned j = 0; j < LLVMCountIncoming(phi); j++) {
      LLVMValueRef v = LLVMGetIncomingValue(phi, j);
      if (!has_shadow(I, v) && !has_bits(I, v)) continue;
      LLVMPositionBuilderBefore(I->b, LLVMGetBasicBlockTerminator(LLVMGetIncomingBlock(phi, j)));
      call(I, H_DROP, (LLVMValueRef[]){has_shadow(I, v) ? shadow(I, v) : bits(I, v)}, 1);
    }
  }
  I->ptr_phis.len = 0;
}

static void do_load(Inst *I, LLVMValueRef inst) {
  LLVMTypeRef t = LLVMTypeOf(inst);
  unsigned w = value_width(t);
  uint64_t size = LLVMStoreSizeOfType(I->td, t);
  if (size == 0 || size > 0xffffffffu) return;
  LLVMValueRef p = LLVMGetOperand(inst, 0), s;
  after(I, inst);
  if (has_bits(I, p)) { /* through a pointer whose bits have a shadow */
    s = call(I, H_LOAD_BITS, (LLVMValueRef[]){p, c32(I, size), bits(I, p)}, 3);
  } else if (has_shadow(I, p)) { /* at a symbolic index (gep.c) */
    LLVMValueRef obj, osize, root = gep_root(I, p, &obj, &osize);
    LLVMValueRef args[] = {p, c32(I, size), shadow(I, p), root, obj, osize};
    s = call(I, H_LOAD_AT, args, 6);
  } else {
    s = call(I, H_LOAD, (LLVMValueRef[]){p, c32(I, size)}, 2);
  }
  if (w && w <= 64 && w == 8 * size) set_shadow(I, inst, s);
  else if (is_ptr64(I, t)) set_bits(I, inst, s);
  else call(I, H_DROP, (LLVMValueRef[]){s}, 1); /* long double, i1, wide */
}

static void do_store(Inst *I, LLVMValueRef inst) {
  LLVMValueRef v = LLVMGetOperand(inst, 0), p = LLVMGetOperand(inst, 1);
  LLVMTypeRef t = LLVMTypeOf(v);
  unsigned w = value_width(t);
  uint64_t size = LLVMStoreSizeOfType(I->td, t);
  if (size == 0 || size > 0xffffffffu) return;
  bool ptr = is_ptr64(I, t), integer = (w && w <= 64 && w == 8 * size) || ptr;
  LLVMValueRef done = NULL, vs = ptr ? bits(I, v) : shadow(I, v);
  drop_bits(I, inst, p);
  if (has_shadow(I, p) && integer) { /* at a symbolic index: before it, the runtime may write its shadows */
    LLVMPositionBuilderBefore(I->b, inst);
    LLVMValueRef obj, osize, root = gep_root(I, p, &obj, &osize);
    LLVMValueRef args[] = {p, c32(I, size), shadow(I, p), root, obj, osize, vs, as64(I, v)};
    done = call(I, H_STORE_AT, args, 8);
  } else if (has_shadow(I, p)) { /* not an integer: at its concrete address */
    LLVMPositionBuilderBefore(I->b, inst);
    call(I, H_DROP, (LLVMValueRef[]){shadow(I, p)}, 1);
  }
  after(I, inst); /* the runtime records the bytes stored beside their shadows */
  LLVMValueRef s = vs;
  if (has_shadow(I, v) && (!integer || ptr)) { /* a pointer's address shadow is not its bits */
    call(I, H_DROP, (LLVMValueRef[]){s}, 1);
    s = null_shadow(I);
  }
  if (done) call(I, H_STORE_UNLESS, (LLVMValueRef[]){done, p, c32(I, size), s}, 4);
  else call(I, H_STORE, (LLVMValueRef[]){p, c32(I, size), s}, 3);
}

static void do_branch(Inst *I, LLVMValueRef inst) {
  if (!LLVMIsConditional(inst)) return;
  LLVMValueRef c = LLVMGetCondition(inst);
  LLVMPositionBuilderBefore(I->b, inst);
  LLVMValueRef args[] = {shadow(I, c), to64(I, c), c32(I, I->next_edge)};
  I->next_edge += 2;
  I->edges += 2;
  call(I, H_BRANCH, args, 3);
}

static void do_switch(Inst *I, LLVMValueRef inst) {
  LLVMValueRef v = LLVMGetOperand(inst, 0);
  unsigned w = int_width(LLVMTypeOf(v)), n = LLVMGetNumSuccessors(inst) - 1;
  if (!w || w > 64) {
    drop_operands(I, inst);
    return;
  }
  /* operands: condition, default, then (value, destination) pairs. The
   * table: the n case values, then each case's coverage slot, one per
   * destination (a case going where an earlier case or the default goes
   * shares its slot), so that a value taking another case to the same
   * block is no new edge, as for gcov and AFL. */
  LLVMValueRef *table_v = xmalloc(2 * (n ? n : 1) * sizeof *table_v);
  LLVMBasicBlockRef dflt = LLVMGetSuccessor(inst, 0);
  for (unsigned k = 0; k < n; k++) {
    LLVMBasicBlockRef to = LLVMGetSuccessor(inst, k + 1);
    unsigned slot = to == dflt ? n : k;
    for (unsigned j = 0; j < k && slot == k; j++)
      if (LLVMGetSuccessor(inst, j + 1) == to) slot = j;
    table_v[k] = LLVMConstZExt(LLVMGetOperand(inst, 2 + 2 * k), I->i64);
    table_v[n + k] = LLVMConstInt(I->i64, slot, 0);
    I->edges += slot == k;
  }
  I->edges++; /* the default's */
  LLVMTypeRef at = LLVMArrayType(I->i64, 2 * n);
  LLVMValueRef table = LLVMAddGlobal(I->mod, at, "__symx_switch_cases");
  LLVMSetInitializer(table, LLVMConstArray(I->i64, table_v, 2 * n));
  LLVMSetGlobalConstant(table, 1);
  LLVMSetLinkage(table, LLVMPrivateLinkage);
  xfree(table_v, 2 * (n ? n : 1) * sizeof *table_v);
  LLVMPositionBuilderBefore(I->b, inst);
  LLVMValueRef args[] = {shadow(I, v), to64(I, v), c32(I, w), c32(I, I->next_edge), c32(I, n), table};
  I->next_edge += n + 1;
  call(I, H_SWITCH, args, 6);
}

static bool is_named(LLVMValueRef fn, const char *prefix) {
  size_t len;
  const char *name = fn && LLVMIsAFunction(fn) ? LLVMGetValueName2(fn, &len) : NULL;
  return name && !strncmp(name, prefix, strlen(prefix));
}

static bool named(LLVMValueRef fn, const char *name) {
  size_t len;
  const char *n = fn && LLVMIsAFunction(fn) ? LLVMGetValueName2(fn, &len) : NULL;
  return n && !strcmp(n, name);
}

/* Intrinsics: memory copies and fills move shadows, debug and lifetime
 * markers need nothing, the others (overflow checks, bit counts, ...) give
 * their operands up. */
static void do_intrinsic(Inst *I, LLVMValueRef inst, LLVMValueRef fn) {
  size_t len;
  const char *name = LLVMGetValueName2(fn, &len);
  if (!strncmp(name, "llvm.dbg.", 9) || !strncmp(name, "llvm.lifetime.", 14)) return;
  if (fp_intrinsic(I, inst, name)) return;
  LLVMPositionBuilderBefore(I->b, inst);
  if (!strncmp(name, "llvm.memcpy.", 12) || !strncmp(name, "llvm.memmove.", 13)) {
    drop_operands(I, inst); /* a symbolic length or address: the copy is concrete */
    LLVMValueRef args[] = {LLVMGetOperand(inst, 0), LLVMGetOperand(inst, 1), to64(I, LLVMGetOperand(inst, 2))};
    call(I, H_COPY, args, 3);
  } else if (!strncmp(name, "llvm.memset.", 12)) {
    LLVMValueRef args[] = {LLVMGetOperand(inst, 0), to64(I, LLVMGetOperand(inst, 2))};
    drop_operands(I, inst);
    call(I, H_CLEAR, args, 2);
  } else {
    drop_operands(I, inst);
  }
}

/* The C library's memcpy, memmove and memset (called as functions under
 * -fno-builtin): their shadows move as the intrinsics' do. */
static bool do_memory_call(Inst *I, LLVMValueRef inst, LLVMValueRef fn) {
  bool copy = named(fn, "memcpy") || named(fn, "memmove"), set = named(fn, "memset");
  if ((!copy && !set) || LLVMGetNumArgOperands(inst) != 3) return false;
  LLVMPositionBuilderBefore(I->b, inst);
  if (int_width(LLVMTypeOf(LLVMGetOperand(inst, 2))) != 64) return false;
  if (copy) call(I, H_COPY, (LLVMValueRef[]){LLVMGetOperand(inst, 0), LLVMGetOperand(inst, 1), LLVMGetOperand(inst, 2)}, 3);
  else call(I, H_CLEAR, (LLVMValueRef[]){LLVMGetOperand(inst, 0), LLVMGetOperand(inst, 2)}, 2);
  drop_operands(I, inst);
  return true;
}

/* Calls of libm's exact functions of a float or double (declared, not
 * defined by the program): the call runs natively (errno and all), and the
 * result's shadow is the expression `symx run` gives the same operation as
 * an intrinsic (FSQRT, FRINT with the function's rounding, fabs and copysign
 * on the sign bit), so that the arguments' shadows are not given up. */
static bool libm_call(Inst *I, LLVMValueRef inst, LLVMValueRef fn) {
  static const struct { const char *name; int code; } fns[] = {
      {"sqrt", CC_FSQRT}, {"floor", CC_FRINT + FP_RTN}, {"ceil", CC_FRINT + FP_RTP},
      {"trunc", CC_FRINT + FP_RTZ}, {"round", CC_FRINT + FP_RNA}, {"rint", CC_FRINT + FP_RNE},
      {"nearbyint", CC_FRINT + FP_RNE}, {"fabs", -1}, {"copysign", -2}};
  size_t len;
  const char *name = fn && LLVMIsAFunction(fn) && LLVMIsDeclaration(fn) ? LLVMGetValueName2(fn, &len) : NULL;
  unsigned w = fp_width(LLVMTypeOf(inst)), n = LLVMGetNumArgOperands(inst);
  if (!name || !w) return false;
  for (size_t k = 0; k < ARRAY_LEN(fns); k++) {
    size_t base = strlen(fns[k].name);
    if (strncmp(name, fns[k].name, base) || len != base + (w == 32) || (w == 32 && name[base] != 'f')) continue;
    if (n != (fns[k].code == -2 ? 2u : 1u)) return false;
    for (unsigned i = 0; i < n; i++)
      if (LLVMTypeOf(LLVMGetOperand(inst, i)) != LLVMTypeOf(inst)) return false;
    LLVMValueRef a = LLVMGetOperand(inst, 0), b = n > 1 ? LLVMGetOperand(inst, 1) : NULL;
    if (!has_shadow(I, a) && (!b || !has_shadow(I, b))) return true;
    after(I, inst);
    if (fns[k].code >= 0) {
      LLVMValueRef args[] = {c32(I, (uint64_t)fns[k].code), shadow(I, a), to64(I, a), c32(I, w), c32(I, w)};
      set_shadow(I, inst, call(I, H_CAST, args, 5));
    } else {
      set_shadow(I, inst, sign_of(I, a, b, w));
    }
    return true;
  }
  return false;
}

static void do_call(Inst *I, LLVMValueRef inst) {
  LLVMValueRef fn = LLVMGetCalledValue(inst);
  if (is_named(fn, "llvm.")) {
    do_intrinsic(I, inst, fn);
    return;
  }
  if (do_memory_call(I, inst, fn) || libm_call(I, inst, fn)) return;
  if (LLVMIsAInlineAsm(fn)) {
    drop_operands(I, inst);
    return;
  }
  unsigned n = LLVMGetNumArgOperands(inst);
  drop_bits(I, inst, fn); /* a function pointer: called at its address */
  LLVMPositionBuilderBefore(I->b, inst);
  if (named(fn, "_exit") || named(fn, "_Exit")) /* no atexit handler runs: the run reports now */
    LLVMBuildCall2(I->b, I->hooks[H_EXIT].type, I->hooks[H_EXIT].fn, NULL, 0, "");
  unsigned passed = n < SYMX_CC_MAX_ARGS ? n : SYMX_CC_MAX_ARGS;
  /* a callee the program does not define may be the C library's, which
   * reads what its pointer arguments point at (hooks.h) */
  bool external = !LLVMIsAFunction(fn) || LLVMIsDeclaration(fn);
  for (unsigned i = 0; i < n; i++) {
    LLVMValueRef a = LLVMGetOperand(inst, i);
    unsigned w = value_width(LLVMTypeOf(a));
    bool fits = w && w <= 64 && i < passed, ptr = is_ptr64(I, LLVMTypeOf(a)) && i < passed;
    if (i < passed) call(I, H_ARG, (LLVMValueRef[]){c32(I, i), fits ? shadow(I, a) : ptr ? bits(I, a) : null_shadow(I)}, 2);
    if (i < passed && external) call(I, H_EXT_ARG, (LLVMValueRef[]){c32(I, i), ptr ? a : null_shadow(I)}, 2);
    if (!fits && has_shadow(I, a)) call(I, H_DROP, (LLVMValueRef[]){shadow(I, a)}, 1);
    if (!ptr && has_bits(I, a)) call(I, H_DROP, (LLVMValueRef[]){bits(I, a)}, 1);
  }
  call(I, H_CALL, (LLVMValueRef[]){fn}, 1);
  after(I, inst);
  LLVMValueRef s = call(I, H_RESULT, (LLVMValueRef[]){fn, c32(I, passed)}, 2);
  unsigned w = value_width(LLVMTypeOf(inst));
  if (w && w <= 64) set_shadow(I, inst, s);
  else if (is_ptr64(I, LLVMTypeOf(inst))) set_bits(I, inst, s);
  /* calloc's block may hold the shadows of freed memory: they go */
  if (named(fn, "calloc") && n == 2) {
    LLVMValueRef size = LLVMBuildMul(I->b, to64(I, LLVMGetOperand(inst, 0)), to64(I, LLVMGetOperand(inst, 1)), "");
    call(I, H_CLEAR, (LLVMValueRef[]){inst, size}, 2);
  }
}

static void do_return(Inst *I, LLVMValueRef inst) {
  LLVMPositionBuilderBefore(I->b, inst);
  LLVMValueRef s = null_shadow(I);
  if (LLVMGetNumOperands(inst) == 1) {
    LLVMValueRef v = LLVMGetOperand(inst, 0);
    unsigned w = value_width(LLVMTypeOf(v));
    if (w && w <= 64) s = shadow(I, v);
    else if (has_shadow(I, v)) call(I, H_DROP, (LLVMValueRef[]){shadow(I, v)}, 1);
    if (is_ptr64(I, LLVMTypeOf(v))) s = bits(I, v);
  }
  call(I, H_RETURN, (LLVMValueRef[]){I->self, s}, 2);
}

/* A stack object may lie where an earlier frame's symbolic bytes were. */
static void do_alloca(Inst *I, LLVMValueRef inst) {
  uint64_t size = LLVMStoreSizeOfType(I->td, LLVMGetAllocatedType(inst));
  after(I, inst);
  LLVMValueRef n = LLVMBuildMul(I->b, to64(I, LLVMGetOperand(inst, 0)), LLVMConstInt(I->i64, size, 0), "");
  call(I, H_CLEAR, (LLVMValueRef[]){inst, n}, 2);
}

static void do_phi(Inst *I, LLVMValueRef inst) {
  unsigned w = value_width(LLVMTypeOf(inst));
  if (LLVMGetTypeKind(LLVMTypeOf(inst)) == LLVMPointerTypeKind) VEC_PUSH(I->ptr_phis, inst);
  if (!w || w > 64) return; /* other phis: their incoming shadows are dropped at their uses */
  LLVMBasicBlockRef bb = LLVMGetInstructionParent(inst);
  LLVMValueRef first = LLVMGetFirstInstruction(bb);
  while (first && LLVMIsAPHINode(first)) first = LLVMGetNextInstruction(first);
  LLVMPositionBuilderBefore(I->b, first);
  LLVMValueRef s = LLVMBuildPhi(I->b, I->ptr, "");
  set_shadow(I, inst, s);
  VEC_PUSH(I->phis, inst);
  VEC_PUSH(I->phis, s);
}

static void instruction(Inst *I, LLVMValueRef inst) {
  LLVMOpcode op = LLVMGetInstructionOpcode(inst);
  unsigned w = int_width(LLVMTypeOf(inst));
  int code = binop_code(op);
  if (code >= CC_UDIV && code <= CC_ASHR) opaque_operand(I, inst, 1);
  if (code >= 0) {
    if (w && w <= 64) do_binary(I, inst, code, w);
    else drop_operands(I, inst);
    return;
  }
  switch (op) {
  case LLVMICmp: {
    unsigned ow = int_width(LLVMTypeOf(LLVMGetOperand(inst, 0)));
    if (ow && ow <= 64) do_binary(I, inst, icmp_code(LLVMGetICmpPredicate(inst)), ow);
    else if (LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(inst, 0))) == LLVMPointerTypeKind) do_ptr_icmp(I, inst);
    else drop_operands(I, inst);
    return;
  }
  case LLVMPtrToInt: do_ptr_cast(I, inst); return;
  case LLVMIntToPtr: do_ptr_cast(I, inst); return;
  case LLVMZExt: do_cast(I, inst, CC_ZEXT); return;
  case LLVMSExt: do_cast(I, inst, CC_SEXT); return;
  case LLVMTrunc: do_cast(I, inst, CC_TRUNC); return;
  case LLVMSelect: do_select(I, inst); return;
  case LLVMPHI: do_phi(I, inst); return;
  case LLVMLoad: do_load(I, inst); return;
  case LLVMStore: do_store(I, inst); return;
  case LLVMBr: do_branch(I, inst); return;
  case LLVMSwitch: do_switch(I, inst); return;
  case LLVMCall: do_call(I, inst); return;
  case LLVMRet: do_return(I, inst); return;
  case LLVMFreeze:
    if (has_shadow(I, LLVMGetOperand(inst, 0))) set_shadow(I, inst, shadow(I, LLVMGetOperand(inst, 0)));
    if (has_bits(I, LLVMGetOperand(inst, 0))) set_bits(I, inst, bits(I, LLVMGetOperand(inst, 0)));
    return;
  case LLVMAlloca: do_alloca(I, inst); return;
  case LLVMGetElementPtr: do_gep(I, inst); return;
  case LLVMFAdd: do_fp_binary(I, inst, CC_FADD); return;
  case LLVMFSub: do_fp_binary(I, inst, CC_FSUB); return;
  case LLVMFMul: do_fp_binary(I, inst, CC_FMUL); return;
  case LLVMFDiv: do_fp_binary(I, inst, CC_FDIV); return;
  case LLVMFCmp: do_fp_binary(I, inst, CC_FCMP + (int)LLVMGetFCmpPredicate(inst)); return;
  case LLVMFNeg: do_fneg(I, inst); return;
  case LLVMFPToSI: opaque_operand(I, inst, 0); do_fp_cast(I, inst, CC_FPTOSI); return;
  case LLVMFPToUI: opaque_operand(I, inst, 0); do_fp_cast(I, inst, CC_FPTOUI); return;
  case LLVMSIToFP: do_fp_cast(I, inst, CC_SITOFP); return;
  case LLVMUIToFP: do_fp_cast(I, inst, CC_UITOFP); return;
  case LLVMFPExt: do_fp_cast(I, inst, CC_FPEXT); return;
  case LLVMFPTrunc: do_fp_cast(I, inst, CC_FPTRUNC); return;
  case LLVMBitCast: do_bitcast(I, inst); return;
  /* frem (libm's fmod natively), long double, aggregates, atomics */
  default: drop_operands(I, inst); return;
  }
}

/* The function's blocks in reverse post-order (unreachable ones last). */
static size_t block_order(LLVMValueRef fn, LLVMBasicBlockRef *out, size_t nblocks) {
  Map seen = {0};
  size_t n = 0, top = 0;
  LLVMBasicBlockRef *stack = xmalloc(nblocks * sizeof *stack);
  unsigned *next = xcalloc(nblocks, sizeof *next);
  LLVMBasicBlockRef *post = xmalloc(nblocks * sizeof *post);
  size_t npost = 0;
  stack[top++] = LLVMGetEntryBasicBlock(fn);
  map_put(&seen, pkey(stack[0]), 1);
  while (top) {
    LLVMBasicBlockRef bb = stack[top - 1];
    LLVMValueRef term = LLVMGetBasicBlockTerminator(bb);
    unsigned ns = term ? LLVMGetNumSuccessors(term) : 0;
    if (next[top - 1] < ns) {
      LLVMBasicBlockRef s = LLVMGetSuccessor(term, next[top - 1]++);
      if (!map_find(&seen, pkey(s))) {
        map_put(&seen, pkey(s), 1);
        next[top] = 0;
        stack[top++] = s;
      }
    } else {
      post[npost++] = bb;
      top--;
    }
  }
  for (size_t i = npost; i-- > 0;) out[n++] = post[i];
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    if (!map_find(&seen, pkey(bb))) out[n++] = bb;
  map_free(&seen);
  xfree(stack, nblocks * sizeof *stack);
  xfree(next, nblocks * sizeof *next);
  xfree(post, nblocks * sizeof *post);
  return n;
}

static void entry(Inst *I, LLVMValueRef fn) {
  LLVMValueRef first = LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(fn));
  LLVMPositionBuilderBefore(I->b, first);
  unsigned n = LLVMCountParams(fn);
  for (unsigned i = 0; i < n && i < SYMX_CC_MAX_ARGS; i++) {
    LLVMValueRef p = LLVMGetParam(fn, i);
    unsigned w = value_width(LLVMTypeOf(p));
    if (w && w <= 64) set_shadow(I, p, call(I, H_PARAM, (LLVMValueRef[]){fn, c32(I, i)}, 2));
    else if (is_ptr64(I, LLVMTypeOf(p))) set_bits(I, p, call(I, H_PARAM, (LLVMValueRef[]){fn, c32(I, i)}, 2));
  }
  call(I, H_ENTER, (LLVMValueRef[]){fn}, 1);
}

static void function(Inst *I, LLVMValueRef fn) {
  I->self = fn;
  size_t nblocks = LLVMCountBasicBlocks(fn);
  LLVMBasicBlockRef *blocks = xmalloc(nblocks * sizeof *blocks);
  size_t n = block_order(fn, blocks, nblocks);
  /* the original instructions, before any is added */
  VEC(LLVMValueRef) insts = {0};
  for (size_t i = 0; i < n; i++)
    for (LLVMValueRef in = LLVMGetFirstInstruction(blocks[i]); in; in = LLVMGetNextInstruction(in))
      VEC_PUSH(insts, in);
  entry(I, fn);
  for (size_t i = 0; i < insts.len; i++) instruction(I, insts.data[i]);
  for (size_t i = 0; i < I->phis.len; i += 2) {
    LLVMValueRef phi = I->phis.data[i], sphi = I->phis.data[i + 1];
    unsigned k = LLVMCountIncoming(phi);
    for (unsigned j = 0; j < k; j++) {
      LLVMValueRef v = shadow(I, LLVMGetIncomingValue(phi, j));
      LLVMBasicBlockRef from = LLVMGetIncomingBlock(phi, j);
      LLVMAddIncoming(sphi, &v, &from, 1);
    }
  }
  VEC_FREE(insts);
  I->phis.len = 0;
  drop_ptr_phis(I);
  xfree(blocks, nblocks * sizeof *blocks);
}

static bool find_hooks(Inst *I) {
  static const char *const names[H_NUM] = {
      "__symx_h_binop", "__symx_h_cast", "__symx_h_select", "__symx_h_branch", "__symx_h_load",
      "__symx_h_store", "__symx_h_copy", "__symx_h_clear", "__symx_h_drop", "__symx_h_arg",
      "__symx_h_call", "__symx_h_result", "__symx_h_param", "__symx_h_enter", "__symx_h_return",
      "__symx_h_divisor", "__symx_cc_switch", "__symx_cc_exit", "__symx_h_gep", "__symx_h_load_at", "__symx_h_store_at",
      "__symx_h_store_unless", "__symx_h_load_bits", "__symx_h_ext_arg"};
  for (int h = 0; h < H_NUM; h++) {
    I->hooks[h].name = names[h];
    I->hooks[h].fn = LLVMGetNamedFunction(I->mod, names[h]);
    if (h == H_SWITCH && !I->hooks[h].fn) {
      LLVMTypeRef ps[] = {I->ptr, I->i64, I->i32, I->i32, I->i32, I->ptr};
      LLVMTypeRef t = LLVMFunctionType(LLVMVoidTypeInContext(I->ctx), ps, 6, 0);
      I->hooks[h].fn = LLVMAddFunction(I->mod, names[h], t);
    }
    if (h == H_EXIT && !I->hooks[h].fn)
      I->hooks[h].fn = LLVMAddFunction(I->mod, names[h], LLVMFunctionType(LLVMVoidTypeInContext(I->ctx), NULL, 0, 0));
    if (!I->hooks[h].fn) return false;
    I->hooks[h].type = LLVMGlobalGetValueType(I->hooks[h].fn);
  }
  return true;
}

/* No function nor call keeps a memory attribute (clang's memory(read) on
 * strncmp's calls, the optimiser's on the models): instrumented code, and
 * the runtime's wrappers, write the hooks' globals (__symx_cc_ret, ...), so
 * the native compilation must not move their loads across the call. */
static void drop_memory_attributes(LLVMModuleRef mod) {
  unsigned kind = LLVMGetEnumAttributeKindForName("memory", 6);
  for (LLVMValueRef f = LLVMGetFirstFunction(mod); f; f = LLVMGetNextFunction(f)) {
    LLVMRemoveEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, kind);
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef in = LLVMGetFirstInstruction(b); in; in = LLVMGetNextInstruction(in))
        if (LLVMIsACallInst(in)) LLVMRemoveCallSiteEnumAttribute(in, LLVMAttributeFunctionIndex, kind);
  }
}

/* The source lines of block bb (debug locations), written to `lines` as
 * "K LINE FILE" once each. */
static void block_lines(LLVMBasicBlockRef bb, uint32_t k, FILE *lines) {
  Map seen = {0};
  for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) {
    unsigned len = 0, dlen = 0, line = LLVMGetDebugLocLine(in);
    const char *file = line ? LLVMGetDebugLocFilename(in, &len) : NULL;
    if (!file || !len) continue;
    uint64_t key = hash_mix(hash_bytes(file, len), line) | 1;
    if (map_find(&seen, key)) continue;
    map_put(&seen, key, 1);
    const char *dir = file[0] == '/' ? NULL : LLVMGetDebugLocDirectory(in, &dlen);
    fprintf(lines, "%u %u %.*s%s%.*s\n", k, line, dir ? (int)dlen : 0, dir ? dir : "", dir && dlen ? "/" : "",
            (int)len, file);
  }
  map_free(&seen);
}

/* Block coverage: each block of the program sets its byte of
 * __symx_cc_blocks (the runtime reports them), and its source lines go to
 * `lines` (NULL: not written) for the driver's line coverage. */
static void cover_blocks(Inst *I, FILE *lines) {
  uint32_t n = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(I->mod); f; f = LLVMGetNextFunction(f))
    if (LLVMCountBasicBlocks(f) && !is_named(f, "__symx_h_")) n += LLVMCountBasicBlocks(f);
  LLVMTypeRef i8 = LLVMInt8TypeInContext(I->ctx), arr = LLVMArrayType(i8, n ? n : 1);
  LLVMValueRef g = LLVMAddGlobal(I->mod, arr, "__symx_cc_blocks");
  LLVMSetInitializer(g, LLVMConstNull(arr));
  LLVMValueRef ng = LLVMAddGlobal(I->mod, I->i32, "__symx_cc_nblocks");
  LLVMSetInitializer(ng, c32(I, n));
  LLVMSetGlobalConstant(ng, 1);
  uint32_t k = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(I->mod); f; f = LLVMGetNextFunction(f)) {
    if (!LLVMCountBasicBlocks(f) || is_named(f, "__symx_h_")) continue;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb), k++) {
      if (lines) block_lines(bb, k, lines);
      LLVMValueRef at = LLVMGetFirstInstruction(bb);
      while (at && (LLVMIsAPHINode(at) || LLVMIsALandingPadInst(at))) at = LLVMGetNextInstruction(at);
      if (!at) continue;
      LLVMPositionBuilderBefore(I->b, at);
      LLVMValueRef idx[] = {LLVMConstInt(I->i64, 0, 0), LLVMConstInt(I->i64, k, 0)};
      LLVMBuildStore(I->b, LLVMConstInt(i8, 1, 0), LLVMBuildInBoundsGEP2(I->b, arr, g, idx, 2, ""));
    }
  }
}

/* The program's global variables, for the runtime to find the object a
 * pointer points into (__symx_cc_objects, hooks.h's CcObject). */
static void describe_globals(Inst *I) {
  LLVMTypeRef pair = LLVMStructTypeInContext(I->ctx, (LLVMTypeRef[]){I->ptr, I->i64}, 2, 0);
  VEC(LLVMValueRef) rows = {0};
  for (LLVMValueRef g = LLVMGetFirstGlobal(I->mod); g; g = LLVMGetNextGlobal(g)) {
    size_t len;
    const char *name = LLVMGetValueName2(g, &len);
    if (LLVMIsDeclaration(g) || LLVMIsThreadLocal(g) || !strncmp(name, "__symx_", 7) || !strncmp(name, "llvm.", 5))
      continue;
    LLVMTypeRef t = LLVMGlobalGetValueType(g);
    uint64_t size = LLVMTypeIsSized(t) ? LLVMABISizeOfType(I->td, t) : 0;
    if (!size) continue;
    LLVMValueRef f[] = {g, LLVMConstInt(I->i64, size, 0)};
    VEC_PUSH(rows, LLVMConstStructInContext(I->ctx, f, 2, 0));
  }
  LLVMTypeRef at = LLVMArrayType(pair, (unsigned)rows.len);
  LLVMValueRef table = LLVMAddGlobal(I->mod, at, "__symx_cc_objects");
  LLVMSetInitializer(table, LLVMConstArray(pair, rows.data, (unsigned)rows.len));
  LLVMSetGlobalConstant(table, 1);
  LLVMValueRef n = LLVMAddGlobal(I->mod, I->i32, "__symx_cc_nobjects");
  LLVMSetInitializer(n, c32(I, rows.len));
  LLVMSetGlobalConstant(n, 1);
  VEC_FREE(rows);
}

int cc_instrument(LLVMModuleRef mod, FILE *lines) {
  Inst I;
  memset(&I, 0, sizeof I);
  I.mod = mod;
  I.ctx = LLVMGetModuleContext(mod);
  I.b = LLVMCreateBuilderInContext(I.ctx);
  I.td = LLVMCreateTargetData(LLVMGetDataLayoutStr(mod));
  I.ptr = LLVMPointerTypeInContext(I.ctx, 0);
  I.i32 = LLVMInt32TypeInContext(I.ctx);
  I.i64 = LLVMInt64TypeInContext(I.ctx);
  int rc = 0;
  if (!find_hooks(&I)) {
    rc = 2;
  } else {
    drop_memory_attributes(mod);
    for (LLVMValueRef f = LLVMGetFirstFunction(mod); f; f = LLVMGetNextFunction(f))
      if (LLVMCountBasicBlocks(f) && !is_named(f, "__symx_h_")) function(&I, f);
    /* after all: the instrumentation's maps hold no instruction erased */
    for (LLVMValueRef f = LLVMGetFirstFunction(mod); f; f = LLVMGetNextFunction(f))
      if (LLVMCountBasicBlocks(f) && !is_named(f, "__symx_h_")) pin_operand_order(&I, f);
    /* the hooks are inlined into their callers, then dropped */
    for (int h = 0; h < H_NUM; h++)
      if (h != H_SWITCH && h != H_EXIT) LLVMSetLinkage(I.hooks[h].fn, LLVMInternalLinkage);
    cover_blocks(&I, lines);
    describe_globals(&I);
    /* how many branch edges there are, for the runtime's report */
    LLVMValueRef n = LLVMAddGlobal(mod, I.i32, "__symx_cc_edges");
    LLVMSetInitializer(n, c32(&I, I.edges));
    LLVMSetGlobalConstant(n, 1);
  }
  map_free(&I.shadow_of);
  map_free(&I.root_of);
  map_free(&I.bits_of);
  VEC_FREE(I.roots);
  VEC_FREE(I.ptr_phis);
  VEC_FREE(I.shadows);
  VEC_FREE(I.phis);
  LLVMDisposeTargetData(I.td);
  LLVMDisposeBuilder(I.b);
  return rc;
}
