/* stack: the stack arrays a function hands to another, made known to the
 * concolic runtime (runtime/concolic/objects.c), so that a load at a
 * symbolic index through the pointer the callee got reads the array (see
 * hooks.h). After each alloca of a fixed size of at most
 * SYMX_CC_MAX_OBJECT bytes whose address is an argument of a call (not of
 * the hooks'), __symx_cc_stack_enter(address, size, frame) records it with
 * the function's frame address; before each return,
 * __symx_cc_stack_leave(frame) forgets the frame's arrays. Runs after the
 * instrumentation. */
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include <llvm-c/Core.h>
#include <llvm-c/Target.h>

#include "cc/cc_internal.h"
#include "concolic/hooks.h"

static bool is_hook(LLVMValueRef fn) {
  size_t len;
  const char *name = fn && LLVMIsAFunction(fn) ? LLVMGetValueName2(fn, &len) : NULL;
  return name && (!strncmp(name, "__symx_", 7) || !strncmp(name, "llvm.", 5));
}

/* Whether p (or a getelementptr or cast of it) is an argument of a call. */
static bool passed_to_call(LLVMValueRef p, int depth) {
  for (LLVMUseRef u = LLVMGetFirstUse(p); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (LLVMIsACallInst(user) && !is_hook(LLVMGetCalledValue(user)) && LLVMGetCalledValue(user) != p) return true;
    if (depth < 4 && (LLVMIsAGetElementPtrInst(user) || LLVMIsACastInst(user)) && passed_to_call(user, depth + 1))
      return true;
  }
  return false;
}

/* The alloca's size when it is fixed and at most SYMX_CC_MAX_OBJECT bytes, else 0. */
static uint64_t fixed_size(LLVMTargetDataRef td, LLVMValueRef a) {
  LLVMValueRef n = LLVMGetOperand(a, 0);
  if (!LLVMIsAConstantInt(n)) return 0;
  LLVMTypeRef t = LLVMGetAllocatedType(a);
  if (!LLVMTypeIsSized(t)) return 0;
  uint64_t size = LLVMABISizeOfType(td, t) * LLVMConstIntGetZExtValue(n);
  return size <= SYMX_CC_MAX_OBJECT ? size : 0;
}

typedef struct Stack {
  LLVMModuleRef mod;
  LLVMBuilderRef b;
  LLVMTargetDataRef td;
  LLVMTypeRef ptr, i64, enter_t, leave_t, frame_t;
  LLVMValueRef enter, leave, frameaddress;
} Stack;

static void function(Stack *S, LLVMValueRef fn) {
  LLVMValueRef frame = NULL;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) {
      uint64_t size = LLVMIsAAllocaInst(in) ? fixed_size(S->td, in) : 0;
      if (!size || !passed_to_call(in, 0)) continue;
      if (!frame) {
        LLVMPositionBuilderBefore(S->b, LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(fn)));
        LLVMValueRef zero = LLVMConstInt(LLVMInt32TypeInContext(LLVMGetModuleContext(S->mod)), 0, 0);
        frame = LLVMBuildCall2(S->b, S->frame_t, S->frameaddress, &zero, 1, "");
      }
      LLVMPositionBuilderBefore(S->b, LLVMGetNextInstruction(in));
      LLVMValueRef args[] = {in, LLVMConstInt(S->i64, size, 0), frame};
      LLVMBuildCall2(S->b, S->enter_t, S->enter, args, 3, "");
    }
  if (!frame) return;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
    LLVMValueRef term = LLVMGetBasicBlockTerminator(bb);
    if (!term || !LLVMIsAReturnInst(term)) continue;
    LLVMPositionBuilderBefore(S->b, term);
    LLVMBuildCall2(S->b, S->leave_t, S->leave, &frame, 1, "");
  }
}

void cc_stack_objects(LLVMModuleRef mod) {
  LLVMContextRef ctx = LLVMGetModuleContext(mod);
  Stack S = {.mod = mod, .b = LLVMCreateBuilderInContext(ctx), .td = LLVMCreateTargetData(LLVMGetDataLayoutStr(mod))};
  S.ptr = LLVMPointerTypeInContext(ctx, 0);
  S.i64 = LLVMInt64TypeInContext(ctx);
  LLVMTypeRef v = LLVMVoidTypeInContext(ctx);
  S.enter_t = LLVMFunctionType(v, (LLVMTypeRef[]){S.ptr, S.i64, S.ptr}, 3, 0);
  S.leave_t = LLVMFunctionType(v, &S.ptr, 1, 0);
  S.enter = LLVMAddFunction(mod, "__symx_cc_stack_enter", S.enter_t);
  S.leave = LLVMAddFunction(mod, "__symx_cc_stack_leave", S.leave_t);
  unsigned id = LLVMLookupIntrinsicID("llvm.frameaddress", 17);
  S.frameaddress = LLVMGetIntrinsicDeclaration(mod, id, &S.ptr, 1);
  S.frame_t = LLVMIntrinsicGetType(ctx, id, &S.ptr, 1);
  for (LLVMValueRef f = LLVMGetFirstFunction(mod); f; f = LLVMGetNextFunction(f))
    if (LLVMCountBasicBlocks(f) && !is_hook(f)) function(&S, f);
  LLVMDisposeTargetData(S.td);
  LLVMDisposeBuilder(S.b);
}
