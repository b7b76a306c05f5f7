/* lower_inst: the instruction families of lowering: calls and intrinsics,
 * GEPs, integer and floating-point arithmetic, memory, control, aggregates,
 * atomics. */
#include "front/front_internal.h"

static uint32_t sign_op(Lower *L, IrOp op, unsigned w, uint32_t dst, uint32_t a, bool sign) {
  u128 bit = (u128)1 << (w - 1);
  emit(L, op, w, dst, a, const_reg(L, w, sign ? bit : bit - 1), NOREG)->awidth = (uint16_t)w;
  return dst;
}

/* The floating-point intrinsics clang emits for <math.h> functions (float,
 * double and long double; the type check refused the others). At long
 * double (w 80) only those x86 computes on the x87 itself: fabs, copysign,
 * sqrt and fmuladd; the others are calls into libm (floorl, fmal, fminl...),
 * whose results on NaNs and invalid encodings symx does not model, and are
 * unsupported. llvm.fmuladd is a
 * multiply then an add, as x86-64 without -mfma computes it (unfused);
 * llvm.fma is fused: one rounding, as glibc's fma gives it. minnum/maxnum are
 * what LLVM's x86 lowering computes: x NaN ? y : (y < x ? y : x) (min), so
 * the first operand wins ties of signed zeros. */
static bool lower_fp_intrinsic(Lower *L, LLVMValueRef inst, const char *name, size_t nlen, uint32_t dst,
                               unsigned w, unsigned nargs) {
  static const struct { const char *prefix; int round; } rounds[] = {
      {"llvm.floor.", FP_RTN}, {"llvm.ceil.", FP_RTP}, {"llvm.trunc.", FP_RTZ}, {"llvm.round.", FP_RNA},
      {"llvm.rint.", FP_RNE}, {"llvm.nearbyint.", FP_RNE}, {"llvm.roundeven.", FP_RNE}};
  if (w != 32 && w != 64 && w != 80) return false;
  if (w == 80 && !has_prefix(name, nlen, "llvm.fabs.") && !has_prefix(name, nlen, "llvm.copysign.") &&
      !has_prefix(name, nlen, "llvm.sqrt.") && !has_prefix(name, nlen, "llvm.fmuladd.")) {
    fail_fmt(L, "floating point: %.*s (long double: a libm call on x86)", (int)nlen, name);
    return true;
  }
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
  } else if (has_prefix(name, nlen, "llvm.fma.") && nargs == 3) {
    emit(L, IR_FFMA, w, dst, a, b, opnd(L, LLVMGetOperand(inst, 2)))->awidth = (uint16_t)w;
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

/* llvm.dbg.value(metadata V, metadata !DILocalVariable(name: ...), ...)
 * (dbg.declare: V is the variable's address): the variable's C name for
 * V's register from here on (IrVarNote), when V has a register. */
static void note_var(Lower *L, LLVMValueRef call, bool addr) {
  if (LLVMGetNumArgOperands(call) < 2) return;
  LLVMValueRef md = LLVMGetOperand(call, 0), var = LLVMGetOperand(call, 1), v = NULL;
  if (!LLVMIsAMDNode(md) || !LLVMIsAMDNode(var) || LLVMGetMDNodeNumOperands(md) != 1) return;
  LLVMGetMDNodeOperands(md, &v);
  if (!v || !(LLVMIsAInstruction(v) || LLVMIsAArgument(v))) return;
  uint32_t *r = map_find(&L->vals, pkey(v));
  unsigned n = LLVMGetMDNodeNumOperands(var);
  if (!r || n < 2 || n > 16) return;
  LLVMValueRef ops[16];
  LLVMGetMDNodeOperands(var, ops);
  unsigned len = 0;
  const char *s = ops[1] ? LLVMGetMDString(ops[1], &len) : NULL;
  if (!s || !len) return;
  char b[256];
  snprintf(b, sizeof b, "%.*s", (int)len, s);
  uint32_t id = 0;
  while (id < L->var_ids.len && L->var_ids.data[id] != var) id++;
  if (id == L->var_ids.len) VEC_PUSH(L->var_ids, var);
  IrVarNote note = {(uint32_t)L->code.len, *r, xstrdup(b), addr, id,
                    LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMIntegerTypeKind, 0};
  LLVMTypeRef t = addr && LLVMIsAAllocaInst(v) ? LLVMGetAllocatedType(v) : NULL; /* a variable kept in memory */
  LLVMTypeKind k = t ? LLVMGetTypeKind(t) : LLVMVoidTypeKind;
  if ((k == LLVMIntegerTypeKind || k == LLVMPointerTypeKind) && LLVMABISizeOfType(L->F->td, t) <= 8) {
    note.mem_size = (uint8_t)LLVMABISizeOfType(L->F->td, t);
    note.integer = k == LLVMIntegerTypeKind;
  }
  VEC_PUSH(L->vars, note);
}

/* Calls of llvm.* intrinsics that lower to instructions, or to nothing:
 * true when the call was handled (or failed), false when it is an
 * ordinary call (a builtin such as llvm.memcpy, or an intrinsic the
 * engine does not know, which becomes a call to an unknown function). */
static bool lower_intrinsic(Lower *L, LLVMValueRef inst, const char *name, size_t nlen, uint32_t dst,
                            const TypeInfo *rti, unsigned nargs) {
  Front *F = L->F;
  if (has_prefix(name, nlen, "llvm.dbg.value") || has_prefix(name, nlen, "llvm.dbg.declare")) {
    note_var(L, inst, has_prefix(name, nlen, "llvm.dbg.declare"));
    return true;
  }
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

/* Adds call `in`; fp_ret: its result is a float or double, which i386
 * returns in st(0). */
static void push_call(Lower *L, IrInst *in, bool fp_ret) {
  uint32_t dst = in->dst;
  bool x87_ret = fp_ret && L->F->m->layout.ptr_bits == 32;
  if (x87_ret) in->dst = new_regs(L, 1);
  VEC_PUSH(L->code, *in);
  if (x87_ret) quiet_x87_return(L, dst, in->dst, in->width);
}

void lower_call(Lower *L, LLVMValueRef inst) {
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
  LLVMTypeKind rk = LLVMGetTypeKind(LLVMTypeOf(inst));
  push_call(L, &in, rk == LLVMFloatTypeKind || rk == LLVMDoubleTypeKind);
}

/* frem: a call of the fmod (fmodf) model, which the front declared for it
 * (front.c), as x86's code calls libm's: the exact remainder, errno set. */
static void lower_frem(Lower *L, uint32_t dst, uint32_t a, uint32_t b, unsigned w) {
  if (w == 80) {
    fail(L, "floating point: frem of long double (fmodl)");
    return;
  }
  LLVMValueRef fn = LLVMGetNamedFunction(L->F->mod, w == 64 ? "fmod" : "fmodf");
  uint32_t *idx = fn && !LLVMIsDeclaration(fn) ? map_find(&L->F->func_idx, pkey(fn)) : NULL;
  if (!idx) {
    fail(L, "floating point: frem (fmod) without a definition of fmod");
    return;
  }
  uint32_t first = (uint32_t)L->extra.len;
  VEC_PUSH(L->extra, a);
  VEC_PUSH(L->extra, (uint32_t)w);
  VEC_PUSH(L->extra, b);
  VEC_PUSH(L->extra, (uint32_t)w);
  IrInst in;
  memset(&in, 0, sizeof in);
  in.op = IR_CALL;
  in.width = (uint16_t)w;
  in.awidth = 1;
  in.dst = dst;
  in.a = in.b = in.c = NOREG;
  in.loc = L->cur_loc;
  in.u.list.first = first;
  in.u.list.n = 2;
  in.u.list.callee = *idx;
  in.flags |= IR_CALL_DIRECT;
  push_call(L, &in, true);
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
void lower_integer(Lower *L, LLVMValueRef inst, LLVMOpcode op, uint32_t dst, TypeInfo *ti, unsigned w) {

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

/* Floating-point instructions (float, double and long double; the types'
 * check already refused the others). frem is C's fmod, which x86 computes in libm. */
void lower_float(Lower *L, LLVMValueRef inst, LLVMOpcode op, uint32_t dst, unsigned w) {
  LLVMValueRef a = LLVMGetOperand(inst, 0);
  unsigned aw = scalar_width(L->F, LLVMTypeOf(a));
  uint32_t ra = opnd(L, a);
  IrOp o;
  switch (op) {
  case LLVMFNeg: sign_op(L, IR_XOR, w, dst, ra, true); return;
  case LLVMFRem: lower_frem(L, dst, ra, opnd(L, LLVMGetOperand(inst, 1)), w); return;
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
void lower_memory(Lower *L, LLVMValueRef inst, LLVMOpcode op, uint32_t dst, TypeInfo *ti, unsigned w) {
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
void lower_control(Lower *L, LLVMValueRef inst, LLVMOpcode op, uint32_t dst, TypeInfo *ti, unsigned w) {
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
void lower_aggregate(Lower *L, LLVMValueRef inst, LLVMOpcode op, uint32_t dst, TypeInfo *ti, unsigned w) {
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
void lower_atomic(Lower *L, LLVMValueRef inst, LLVMOpcode op, uint32_t dst, TypeInfo *ti, unsigned w) {

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
