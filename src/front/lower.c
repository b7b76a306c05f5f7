/* lower: one LLVM function lowered to symx IR, and the module (globals,
 * functions, external signatures).
 *
 * Lowering works in two register namespaces: constants (tagged with CTAG,
 * indices into the function's constant pool) and the other registers
 * (parameters first, then one range per SSA value, then temporaries made by
 * the lowering). A final pass renumbers them to the ir.h layout. Branch
 * targets are block indices or edge-stub indices (tagged with STAG) until
 * the same final pass turns them into instruction indices. */
#include "front/front_internal.h"

void fail(Lower *L, const char *why) {
  if (!L->err) L->err = why;
}

/* fail with a message made from a format: the first failure wins, so the
 * buffer is written only while no message points to it yet. */
void fail_fmt(Lower *L, const char *fmt, ...) {
  if (L->err) return;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(L->err_buf, sizeof L->err_buf, fmt, ap);
  va_end(ap);
  L->err = L->err_buf;
}

uint32_t new_regs(Lower *L, uint32_t n) {
  uint32_t r = L->nregs;
  if ((uint64_t)L->nregs + n >= CTAG) die("function %s has too many registers", L->fn->name);
  L->nregs += n;
  for (uint32_t i = 0; i < n; i++) VEC_PUSH(L->rwidth, 0);
  return r;
}

/* n registers for a value of type t, with the widths of its leaves. */
static uint32_t value_regs(Lower *L, LLVMTypeRef t) {
  TypeInfo *ti = tinfo(L->F, t);
  uint32_t r = new_regs(L, ti->nleaves);
  if (!ti->problem)
    for (uint32_t i = 0; i < ti->nleaves; i++) L->rwidth.data[r + i] = ti->lw[i];
  return r;
}

/* The width of the register an instruction defines, for registers the
 * lowering made itself (0: none or not known). */
static void note_dst_width(Lower *L, const IrInst *in) {
  if (in->dst == NOREG || (in->dst & CTAG) || in->dst >= L->rwidth.len || L->rwidth.data[in->dst]) return;
  switch ((IrOp)in->op) {
  case IR_EQ ... IR_SGE: case IR_FCMP:
    L->rwidth.data[in->dst] = 1;
    break;
  case IR_SADD_OVF ... IR_UMUL_OVF:
    L->rwidth.data[in->dst] = in->width;
    if (in->dst + 1 < L->rwidth.len && !L->rwidth.data[in->dst + 1]) L->rwidth.data[in->dst + 1] = 1;
    break;
  case IR_STORE: case IR_BR: case IR_JMP: case IR_SWITCH: case IR_RET: case IR_CALL: case IR_PMOVE:
  case IR_UNREACHABLE: case IR_UNSUPPORTED:
    break;
  default:
    L->rwidth.data[in->dst] = in->width;
  }
}

IrInst *emit(Lower *L, IrOp op, unsigned width, uint32_t dst, uint32_t a, uint32_t b, uint32_t c) {
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
uint32_t const_reg(Lower *L, unsigned width, u128 v) {
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
uint32_t constp(Lower *L, uint64_t v) { return const_reg(L, L->F->m->layout.ptr_bits, v); }

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
uint32_t opnd(Lower *L, LLVMValueRef v) {
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

uint32_t reg_of(Lower *L, LLVMValueRef inst) {
  uint32_t *r = map_find(&L->vals, pkey(inst));
  return r ? *r : NOREG;
}

/* A branch target: the block, or the edge stub doing its phi copies. */
uint32_t edge_target(Lower *L, LLVMBasicBlockRef succ) {
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
uint32_t addr_at(Lower *L, uint32_t ptr, uint64_t off) {
  if (off == 0) return ptr;
  uint32_t t = new_regs(L, 1);
  emit(L, IR_ADD, L->F->m->layout.ptr_bits, t, ptr, constp(L, off), NOREG);
  return t;
}

/* Whether an arithmetic instruction carries nsw / exact. The LLVM 16 C API
 * has no accessor for these flags, so a detached clone of the instruction is
 * printed (cheap: no slot numbering of the enclosing function) and the
 * keywords following the opcode are read. */
uint8_t arith_flags(LLVMValueRef inst) {
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

bool has_prefix(const char *s, size_t len, const char *p) {
  size_t n = strlen(p);
  return len >= n && memcmp(s, p, n) == 0;
}

/* Why an instruction cannot be lowered because of its types, or NULL. */
const char *inst_type_problem(Front *F, LLVMValueRef inst) {
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
    map_put(&L.vals, pkey(p), value_regs(&L, LLVMTypeOf(p)));
  }
  for (uint32_t b = 0; b < L.nblocks; b++)
    for (LLVMValueRef in = LLVMGetFirstInstruction(L.bbs[b]); in; in = LLVMGetNextInstruction(in)) {
      uint32_t n = tinfo(F, LLVMTypeOf(in))->nleaves;
      if (n) map_put(&L.vals, pkey(in), value_regs(&L, LLVMTypeOf(in)));
    }
  LLVMAttributeRef folded = LLVMGetStringAttributeAtIndex(llfn, LLVMAttributeFunctionIndex, "symx-selects", 12);
  if (folded) {
    unsigned len = 0;
    fn->selects_folded = (uint32_t)strtoul(LLVMGetStringAttributeValue(folded, &len), NULL, 10);
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
    note_dst_width(&L, in);
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
  fn->reg_width = xcalloc(fn->nregs ? fn->nregs : 1, sizeof(uint16_t));
  for (uint32_t i = 0; i < L.nregs; i++) fn->reg_width[fn->nconsts + i] = L.rwidth.data[i];
  VEC_FREE(L.rwidth);
  fn->consts = xrealloc(L.consts.data, L.consts.cap * sizeof(Val), L.consts.len * sizeof(Val));
  fn->code = xrealloc(L.code.data, L.code.cap * sizeof(IrInst), L.code.len * sizeof(IrInst));
  fn->ncode = (uint32_t)L.code.len;
  fn->extra = xrealloc(L.extra.data, L.extra.cap * sizeof(uint32_t), L.extra.len * sizeof(uint32_t));
  fn->nextra = (uint32_t)L.extra.len;
  for (size_t i = 0; i < L.vars.len; i++) L.vars.data[i].reg = map_reg(&L, L.vars.data[i].reg);
  fn->nvar_notes = (uint32_t)L.vars.len;
  fn->var_notes = L.vars.len ? xrealloc(L.vars.data, L.vars.cap * sizeof(IrVarNote), L.vars.len * sizeof(IrVarNote))
                             : NULL;
  if (!L.vars.len) VEC_FREE(L.vars);
  VEC_FREE(L.var_ids);
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
  if (k == LLVMX86_FP80TypeKind) return IR_SIG_F80;
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

IrModule *lower_module(Front *F) {
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
    const char *section = fn->defined ? LLVMGetSection(f) : NULL;
    fn->spec = !section ? IR_SPEC_NONE
               : !strcmp(section, "symx_predicate") ? IR_SPEC_PREDICATE
               : !strcmp(section, "symx_pure")      ? IR_SPEC_PURE
                                                    : IR_SPEC_NONE;
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
