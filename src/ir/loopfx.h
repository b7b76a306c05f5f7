/* loopfx: what the iterations of a natural loop may change, for symx bmc
 * --k-induction (cli/kind.c), whose step case starts the loop from an
 * arbitrary state: everything the loop may write is havocked (made fresh
 * and unconstrained), everything else keeps its value at loop entry.
 *
 * The analysis is static and conservative; where it cannot bound the
 * writes it says why (LoopFx.why) and k-induction answers unknown:
 *  - registers: the loop's variables are the registers its back edges set
 *    (the phis, lowered to PMOVEs on the edges into the header); a register
 *    the loop defines otherwise is redefined before any use in each
 *    iteration (SSA), so only these need havocking;
 *  - memory: each store (and memset, memcpy, memmove, llvm.lifetime) in the
 *    loop, or in a function it calls, is traced back through GEPs (the base
 *    operand of their ADDs), moves, selects and phis to a stack object of
 *    the function (an ALLOCA before the loop) or a global: that whole
 *    object is havocked. A store through anything else (a loaded pointer,
 *    a parameter, a call's result), a store in a callee to anything but its
 *    own stack objects, an object made in the loop (an ALLOCA in it or in a
 *    callee, malloc/free), an indirect or external call, or a builtin that
 *    writes memory otherwise: not bounded.
 * The driver checks the result as it runs (kind.c: a write outside the
 * havocked objects, or an object made, during the step case voids it). */
#ifndef SYMX_IR_LOOPFX_H
#define SYMX_IR_LOOPFX_H

#include "ir/cfg.h"

typedef struct LoopFx {
  const char *why;          /* NULL: bounded; else why not (static text) */
  VEC(uint32_t) carried;    /* registers set on the back edges: the loop's variables */
  VEC(uint32_t) allocas;    /* registers holding the stack objects (ALLOCA results) it may write */
  VEC(uint32_t) globals;    /* global object ids it may write */
  /* For candidate invariants (kind.c): */
  VEC(uint32_t) invariant;  /* registers the loop reads and does not write (defined before it, not
                               constants), of a known width up to 64 bits */
  VEC(uint64_t) consts;     /* constants the loop compares with, its variables start from, it adds or subtracts ... */
  VEC(uint16_t) const_w;    /* ... and their widths */
} LoopFx;

/* The effects of loop `loop` of fn (fn->cfg's). Returns fx->why == NULL. */
bool ir_loop_fx(const IrModule *m, const IrFunction *fn, uint32_t loop, LoopFx *fx);
void ir_loop_fx_free(LoopFx *fx);

#endif
