/* selects: the small if/else shapes of C expressions whose arms only
 * compute integer values become `select`s before lowering, so that a `?:`
 * or the right operand of `a && b` does not fork a path (LLVM's SimplifyCFG,
 * which KLEE runs, does the same and more). On constraint-heavy programs a
 * fork per `?:` doubles the paths and adds a query per branch:
 * bench/solver/all_interval.c goes from 257 paths to 87.
 *
 * Only what cannot change an error or a line of coverage is folded:
 * - every instruction of an arm is one the engine evaluates without a check
 *   or a side effect (integer arithmetic, logic, comparisons, casts, selects;
 *   no memory, calls, divisions, floating point or pointers), so evaluating
 *   both arms reports no error the program does not have; with
 *   --check-overflow, nsw arithmetic and shifts are checked: off its arm's
 *   side such an instruction's operands are 0 (guard_operands), so its
 *   check fails only where the program runs it;
 * - every arm instruction with a line is on the branch's line, so line
 *   coverage is unchanged;
 * - an arm that assigns a named variable (it holds a debug intrinsic) is an
 *   if statement: it keeps its branch, as the user wrote it, so that
 *   `if (c) n++;` still gives a test per side;
 * - the merge block has exactly the two edges of the shape, and only
 *   integer phis.
 * What changes: a folded `?:` or `&&` is no longer a branch of the IR, so
 * it does not fork, symx's branch coverage does not count it (KLEE's does
 * not either), and no test is made for its other side. --keep-branches
 * (implied by --test-comp coverage-branches) keeps every branch.
 * The number of shapes folded in a function goes to the lowering as its
 * attribute "symx-selects" (IrFunction.selects_folded). */
#include "front/front_internal.h"

enum { ARM_MAX = 4 }; /* instructions per arm: both arms always run */

static uint32_t npreds(const Map *preds, LLVMBasicBlockRef b) {
  uint32_t *c = map_find(preds, pkey(b));
  return c ? *c : 0;
}

static void count_preds(LLVMValueRef fn, Map *preds) {
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b)) {
    LLVMValueRef t = LLVMGetBasicBlockTerminator(b);
    for (unsigned i = 0, n = t ? LLVMGetNumSuccessors(t) : 0; i < n; i++) {
      LLVMBasicBlockRef s = LLVMGetSuccessor(t, i);
      map_put(preds, pkey(s), npreds(preds, s) + 1);
    }
  }
}

/* The target of b's unconditional branch, or NULL. */
static LLVMBasicBlockRef jump_target(LLVMBasicBlockRef b) {
  LLVMValueRef t = LLVMGetBasicBlockTerminator(b);
  if (!t || LLVMGetInstructionOpcode(t) != LLVMBr || LLVMIsConditional(t)) return NULL;
  return LLVMGetSuccessor(t, 0);
}

/* Whether i has no line, or the line (and file) of br. */
static bool on_line_of(LLVMValueRef i, LLVMValueRef br) {
  unsigned li = LLVMGetDebugLocLine(i);
  if (li == 0) return true;
  if (li != LLVMGetDebugLocLine(br)) return false;
  unsigned ni = 0, nb = 0;
  const char *fi = LLVMGetDebugLocFilename(i, &ni), *fb = LLVMGetDebugLocFilename(br, &nb);
  return fi && fb && ni == nb && memcmp(fi, fb, ni) == 0;
}

static bool is_int(LLVMValueRef v) { return LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMIntegerTypeKind; }

/* Whether the engine evaluates i with no side effect, and with no check
 * but those checked_op names. */
static bool speculatable(LLVMValueRef i) {
  if (!is_int(i)) return false;
  switch (LLVMGetInstructionOpcode(i)) {
  case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMShl: case LLVMLShr: case LLVMAShr:
  case LLVMAnd: case LLVMOr: case LLVMXor: case LLVMZExt: case LLVMSExt: case LLVMTrunc:
  case LLVMSelect:
    return true;
  case LLVMICmp:
    return is_int(LLVMGetOperand(i, 0));
  default:
    return false;
  }
}

/* Whether the engine checks i (with --check-overflow: nsw + - *, shifts). */
static bool checked_op(LLVMValueRef i, bool checked) {
  if (!checked) return false;
  switch (LLVMGetInstructionOpcode(i)) {
  case LLVMAdd: case LLVMSub: case LLVMMul: return (arith_flags(i) & IR_NSW) != 0;
  case LLVMShl: case LLVMLShr: case LLVMAShr: return true;
  default: return false;
  }
}

/* A checked instruction of an arm runs on both sides once folded: off its
 * arm's side its operands become 0 (a select on the branch's condition
 * each), where + - * neither overflow and shifts do not shift too far, so
 * its check can fail only where the arm is taken, as before. */
static void guard_operands(LLVMBuilderRef bld, LLVMValueRef i, LLVMValueRef c, bool on_true) {
  for (unsigned k = 0; k < 2; k++) {
    LLVMValueRef v = LLVMGetOperand(i, k);
    if (LLVMIsNull(v)) continue;
    LLVMValueRef z = LLVMConstNull(LLVMTypeOf(v));
    LLVMPositionBuilderBefore(bld, i); /* the select gets i's location */
    LLVMSetOperand(i, k, on_true ? LLVMBuildSelect(bld, c, v, z, "") : LLVMBuildSelect(bld, c, z, v, ""));
  }
}

/* Whether arm (entered only from br's block, leaving by a jump) may run
 * unconditionally in its place: an expression's arm (a debug intrinsic says
 * the arm assigns a named variable: an if statement, kept as written). */
static bool pure_arm(LLVMBasicBlockRef arm, LLVMValueRef br) {
  LLVMValueRef term = LLVMGetBasicBlockTerminator(arm);
  if (!on_line_of(term, br)) return false;
  int n = 0;
  for (LLVMValueRef i = LLVMGetFirstInstruction(arm); i != term; i = LLVMGetNextInstruction(i))
    if (++n > ARM_MAX || LLVMIsADbgInfoIntrinsic(i) || !speculatable(i) || !on_line_of(i, br))
      return false;
  return true;
}

/* Whether m starts with integer phis only (and has any instruction). */
static bool int_phis(LLVMBasicBlockRef m) {
  for (LLVMValueRef i = LLVMGetFirstInstruction(m); i && LLVMIsAPHINode(i); i = LLVMGetNextInstruction(i))
    if (!is_int(i)) return false;
  return true;
}

static LLVMValueRef incoming_from(LLVMValueRef phi, LLVMBasicBlockRef from) {
  for (unsigned k = 0, n = LLVMCountIncoming(phi); k < n; k++)
    if (LLVMGetIncomingBlock(phi, k) == from) return LLVMGetIncomingValue(phi, k);
  return NULL;
}

/* Moves arm's instructions before br, their checks guarded (the arm is on
 * br's true side or not). */
static void hoist_arm(LLVMBuilderRef bld, LLVMBasicBlockRef arm, LLVMValueRef br, bool on_true, bool checked) {
  LLVMValueRef term = LLVMGetBasicBlockTerminator(arm), next;
  for (LLVMValueRef i = LLVMGetFirstInstruction(arm); i != term; i = next) {
    next = LLVMGetNextInstruction(i);
    LLVMMetadataRef loc = LLVMInstructionGetDebugLoc(i);
    LLVMInstructionRemoveFromParent(i);
    LLVMPositionBuilderBefore(bld, br); /* also takes br's location: i keeps its own */
    LLVMInsertIntoBuilder(bld, i);
    LLVMInstructionSetDebugLoc(i, loc);
    if (checked_op(i, checked)) guard_operands(bld, i, LLVMGetCondition(br), on_true);
  }
}

/* The phis of s that come from `from` come from `to` instead (the C API
 * cannot rename a phi's block: each such phi is made again). */
static void renamed_pred(LLVMBuilderRef bld, LLVMBasicBlockRef s, LLVMBasicBlockRef from, LLVMBasicBlockRef to) {
  LLVMValueRef phi = LLVMGetFirstInstruction(s), next;
  for (; phi && LLVMIsAPHINode(phi); phi = next) {
    next = LLVMGetNextInstruction(phi);
    if (!incoming_from(phi, from)) continue;
    LLVMPositionBuilderBefore(bld, phi);
    LLVMValueRef np = LLVMBuildPhi(bld, LLVMTypeOf(phi), "");
    LLVMInstructionSetDebugLoc(np, LLVMInstructionGetDebugLoc(phi));
    for (unsigned k = 0, n = LLVMCountIncoming(phi); k < n; k++) {
      LLVMValueRef v = LLVMGetIncomingValue(phi, k);
      LLVMBasicBlockRef blk = LLVMGetIncomingBlock(phi, k);
      if (blk == from) blk = to;
      LLVMAddIncoming(np, &v, &blk, 1);
    }
    LLVMReplaceAllUsesWith(phi, np);
    LLVMInstructionEraseFromParent(phi);
  }
}

/* b ends `br c, T, F`; the true side reaches m from block `from_t` (an arm,
 * or b itself), the false side from `from_f`. Folds the shape into b. */
static void fold(LLVMBuilderRef bld, LLVMBasicBlockRef b, LLVMBasicBlockRef from_t,
                 LLVMBasicBlockRef from_f, LLVMBasicBlockRef m, bool checked) {
  LLVMValueRef br = LLVMGetBasicBlockTerminator(b), c = LLVMGetCondition(br);
  if (from_t != b) hoist_arm(bld, from_t, br, true, checked);
  if (from_f != b) hoist_arm(bld, from_f, br, false, checked);
  LLVMValueRef phi;
  while ((phi = LLVMGetFirstInstruction(m)) && LLVMIsAPHINode(phi)) {
    LLVMPositionBuilderBefore(bld, br);
    LLVMValueRef sel = LLVMBuildSelect(bld, c, incoming_from(phi, from_t), incoming_from(phi, from_f), "");
    LLVMReplaceAllUsesWith(phi, sel);
    LLVMInstructionEraseFromParent(phi);
  }
  LLVMInstructionEraseFromParent(br);
  if (from_t != b) LLVMDeleteBasicBlock(from_t);
  if (from_f != b) LLVMDeleteBasicBlock(from_f);
  /* m's only predecessor is now b: m's code joins b's, so that the shape
   * around this one can fold in turn (m's successors now come from b) */
  LLVMValueRef next;
  for (LLVMValueRef i = LLVMGetFirstInstruction(m); i; i = next) {
    next = LLVMGetNextInstruction(i);
    LLVMMetadataRef loc = LLVMInstructionGetDebugLoc(i);
    LLVMInstructionRemoveFromParent(i);
    LLVMPositionBuilderAtEnd(bld, b);
    LLVMInsertIntoBuilder(bld, i);
    LLVMInstructionSetDebugLoc(i, loc);
  }
  LLVMValueRef t = LLVMGetBasicBlockTerminator(b);
  for (unsigned k = 0, n = t ? LLVMGetNumSuccessors(t) : 0; k < n; k++) renamed_pred(bld, LLVMGetSuccessor(t, k), m, b);
  LLVMDeleteBasicBlock(m);
}

/* If b ends a foldable diamond or triangle, folds it; returns whether. */
static bool try_fold(LLVMBuilderRef bld, Map *preds, LLVMBasicBlockRef b, bool checked) {
  LLVMValueRef br = LLVMGetBasicBlockTerminator(b);
  if (!br || LLVMGetInstructionOpcode(br) != LLVMBr || !LLVMIsConditional(br)) return false;
  LLVMBasicBlockRef t = LLVMGetSuccessor(br, 0), f = LLVMGetSuccessor(br, 1);
  if (t == f || t == b || f == b) return false;
  LLVMBasicBlockRef jt = npreds(preds, t) == 1 ? jump_target(t) : NULL;
  LLVMBasicBlockRef jf = npreds(preds, f) == 1 ? jump_target(f) : NULL;
  LLVMBasicBlockRef from_t, from_f, m;
  if (jt && jt == jf) { /* diamond */
    m = jt, from_t = t, from_f = f;
  } else if (jt == f) { /* triangle through t */
    m = f, from_t = t, from_f = b;
  } else if (jf == t) { /* triangle through f */
    m = t, from_t = b, from_f = f;
  } else {
    return false;
  }
  if (m == b || npreds(preds, m) != 2 || !int_phis(m)) return false;
  if ((from_t != b && !pure_arm(from_t, br)) || (from_f != b && !pure_arm(from_f, br))) return false;
  fold(bld, b, from_t, from_f, m, checked);
  return true;
}

void fold_selects(LLVMModuleRef mod, bool checked) {
  LLVMBuilderRef bld = LLVMCreateBuilderInContext(LLVMGetModuleContext(mod));
  for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn; fn = LLVMGetNextFunction(fn)) {
    if (LLVMIsDeclaration(fn)) continue;
    Map preds = {0};
    count_preds(fn, &preds);
    unsigned n = 0, before = ~0u;
    while (n != before) { /* an inner fold may make an outer arm pure */
      before = n;
      for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b))
        while (try_fold(bld, &preds, b, checked)) n++; /* b now ends as m did */
    }
    map_free(&preds);
    if (n) {
      char num[16];
      snprintf(num, sizeof num, "%u", n);
      LLVMAddTargetDependentFunctionAttr(fn, "symx-selects", num);
    }
  }
  LLVMDisposeBuilder(bld);
}
