/* contract: symx verify's semantics of contracts (seed 001, VeriCool:
 * produce and consume over a heap of permission chunks), as a memory model
 * (memory.h) and the handlers of the contract builtins (runtime/include/
 * symx.h: symx_requires, symx_ensures, symx_acc, symx_result, symx_old).
 *
 * The run starts in a harness (frame 0) that calls the function being
 * verified, F (frame 1), with fresh inputs as arguments. A path's chunks
 * (object, [lo, hi) byte offsets) are what it may access: every load and
 * store off a read-only object needs a chunk that covers it, else the error
 * no-permission; the interpreter's fast path is off (MemoryOps.every_access).
 * Stack and heap objects made on the path come with a chunk of their whole.
 *
 * Contract statements run as code at the start of a body; what they do
 * depends on the frame:
 *  - F (frame 1): its requires are produced (acc adds a chunk, binding a
 *    pointer argument to a fresh object of CONTRACT_OBJECT_SIZE bytes with
 *    fresh contents the first time; a boolean is assumed); symx_ensures'
 *    test __symx_ensures_begin() is 0 at entry, where the heap is kept for
 *    symx_old. At F's return the engine (exec_ret) jumps back to each
 *    ensures in turn, where the test is 1: the postcondition is consumed
 *    (a boolean checked, an acc's chunk removed; a failure is the error
 *    postcondition), then F returns for real.
 *  - a function with a contract called deeper (frame >= 2): its requires
 *    are consumed (a failure is the error precondition, at the call), its
 *    ensures produced (chunks with fresh contents, symx_result() a fresh
 *    value), and after its last contract statement it returns: its body
 *    never runs.
 * symx_old(e) reads e's memory in the heap as it was at the function's
 * entry (registers are the entry's already: parameters are SSA values). */
#ifndef SYMX_ENGINE_CONTRACT_H
#define SYMX_ENGINE_CONTRACT_H

#include "engine/exec.h"

enum { CONTRACT_OBJECT_SIZE = 4096 }; /* bytes of the object a pointer argument is bound to */

extern const MemoryOps mem_model_chunks;

/* The handlers of the contract builtins when the run's model is
 * mem_model_chunks (builtins.c calls them); each returns false when s ended,
 * else sets *res to the call's result. v's width is `w`. */
bool contract_requires(Executor *ex, State *s, const Val *v, unsigned w);
bool contract_ensures_begin(Executor *ex, State *s, uint64_t *res);
bool contract_ensures(Executor *ex, State *s, const Val *v, unsigned w);
bool contract_acc(Executor *ex, State *s, const Val *p, const Val *n);
/* symx_result(): the value returned, at 64 bits (new reference), or NULL
 * when s ended. */
Expr *contract_result(Executor *ex, State *s);
bool contract_old(Executor *ex, State *s, bool begin);
/* __symx_verify_arg(bytes, name, is_ptr): a fresh input for an argument of
 * F (new reference); a pointer is bound to an object by its first acc. */
Expr *contract_arg(Executor *ex, State *s, unsigned bytes, const char *name, bool is_ptr);
/* Whether free() may free object o (a chunk covers it all); false: s ended. */
bool contract_may_free(Executor *ex, State *s, const Object *o);
/* At F's return: true when the engine jumps to its postcondition instead
 * (the frame's pc is then set); false: an ordinary return. */
bool contract_ret(Executor *ex, State *s, const IrInst *in);

#endif
