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
 * entry (registers are the entry's already: parameters are SSA values).
 *
 * Predicates (SYMX_PREDICATE): in an assertion, P(args) is a predicate
 * chunk (produced or consumed; the body does not run). symx_fold(P(args))
 * runs P's body consuming it and adds the chunk; symx_unfold(P(args))
 * removes the chunk and runs the body producing it, one level at a time
 * (the body's own predicate calls are chunks). Snapshots: see PredChunk.
 *
 * Loop invariants (symx_invariant(A), first statement of a loop body of F):
 * at the first arrival A is consumed (established), the rest of the heap is
 * kept aside as the loop's frame, the registers the header receives (phis)
 * get fresh values, A is produced (its permissions' contents fresh when the
 * loop may write memory) and the path goes to the loop's test. The back
 * edge goes to A again, which is consumed (preserved) and the path ends;
 * the paths that leave the loop get the frame back. */
#ifndef SYMX_ENGINE_CONTRACT_H
#define SYMX_ENGINE_CONTRACT_H

#include "engine/cex.h"
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
/* symx_malloc_block(p): permission to free the block of n bytes p starts
 * (malloc produces one, free consumes it with the block's chunks). */
bool contract_malloc_block(Executor *ex, State *s, const Val *p, const Val *n);
/* symx_result(): the value returned, at 64 bits (new reference), or NULL
 * when s ended. */
Expr *contract_result(Executor *ex, State *s);
bool contract_old(Executor *ex, State *s, bool begin);
/* __symx_verify_arg(bytes, name, is_ptr): a fresh input for an argument of
 * F (new reference); a pointer is bound to an object by its first acc. */
Expr *contract_arg(Executor *ex, State *s, unsigned bytes, const char *name, bool is_ptr);
/* Whether free() may free object o (a chunk covers it all); false: s ended. */
bool contract_may_free(Executor *ex, State *s, const Object *o);
/* At a return: 1 when the engine jumps to F's postcondition instead (the
 * frame's pc is then set), 0 an ordinary return, -1 when s ended (a
 * predicate's body that does not hold, a leak). */
int contract_ret(Executor *ex, State *s, const IrInst *in);
/* __symx_fold(unfold): the next predicate call is symx_fold's (symx_unfold's). */
bool contract_fold(Executor *ex, State *s, int unfold);
/* A call of a SYMX_PREDICATE or SYMX_PURE function: false when s ended;
 * else *enter says the engine runs its body (a pure function; a predicate
 * folded or unfolded, then calling contract_entered once its frame is
 * pushed), or the call is done (an assertion's predicate chunk produced or
 * consumed; its result set, the pc past the call). */
bool contract_call(Executor *ex, State *s, const IrFunction *callee, const IrInst *in, bool *enter);
void contract_entered(Executor *ex, State *s);
/* Whether s runs a pure function (SYMX_PURE) in some frame: it may not
 * make inputs or allocate. */
bool contract_in_pure(const State *s);
/* symx_invariant(A): __symx_invariant_begin says whether A is evaluated
 * (at the loop's entry: consumed; then produced; after an iteration, by the
 * back edge: consumed, and the path ends); __symx_invariant(A) does it. */
bool contract_invariant_begin(Executor *ex, State *s, uint64_t *res);
bool contract_invariant(Executor *ex, State *s, const Val *v, unsigned w);
/* The jump hook (ExecHooks.jump) symx verify runs with: a back edge of a
 * loop with an invariant goes to the invariant; leaving the loop gives its
 * frame back. */
HookAction contract_jump(void *ctx, Executor *ex, State *s, uint32_t from);

/* The record of s's path (NULL when s is not a run of mem_model_chunks). */
const CexInfo *contract_cex(const State *s);
/* Whether s holds a predicate chunk of unknown contents (a contract's)
 * with an argument nonzero under s's model: a native run evaluates the
 * predicate on a heap the counterexample does not give. */
bool contract_open_pred(const State *s);
/* --explain (trace.h): s's last step, or NULL; setting it takes t's
 * reference. The chunks of s in C syntax (locals' own left out; "emp"
 * when none). */
struct TraceStep;
const struct TraceStep *contract_trace(const State *s);
void contract_trace_set(State *s, struct TraceStep *t);
void contract_format_heap(const State *s, FILE *f);
/* The pointers (64-bit) s's path bound to objects, and those it did not
 * (borrowed; s must be a run of mem_model_chunks). */
void contract_roots(const State *s, Expr *const **bound, size_t *nbound, Expr *const **unbound, size_t *nunbound);

#endif
