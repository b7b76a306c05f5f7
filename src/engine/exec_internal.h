/* exec_internal: what the files of the executor share. Other users of the
 * engine include exec.h only.
 *
 *   exec.c        the interpreter loop (concrete fast paths inline) and a run
 *   exec_path.c   ending paths (to the sinks), forking, concretising
 *   exec_mem.c    the default memory model (memory.h); loads, stores, allocas
 *   exec_arith.c  arithmetic: symbolic operands, checks, intrinsics, casts
 *   exec_ctrl.c   symbolic branches and switches, calls and returns
 *   external.c    calls run natively (--external-calls=concrete)
 *   exec_fp.c     floating point: native on concrete operands, FP expressions
 *                 otherwise, the check of conversions to integers
 *
 * The loop hands an instruction to a slow path with the state's pc synced;
 * the slow path leaves the state at the instruction to run next and says
 * what became of the state (Step). */
#ifndef SYMX_ENGINE_EXEC_INTERNAL_H
#define SYMX_ENGINE_EXEC_INTERNAL_H

#include "engine/exec.h"

enum { MAX_FRAMES = 10000, MAX_OBJECT_SIZE = 0x7fffffff };

typedef enum Step {
  STEP_NEXT,   /* go on with the state's top frame at its pc */
  STEP_ENDED,  /* the state's path ended (the state is freed) */
  STEP_YIELD,  /* the state goes back to the searcher (it forked) */
  STEP_GONE    /* the slow path handed the state to the searcher itself */
} Step;

/* Moves s to instruction `target` of its top frame. */
static inline void goto_inst(State *s, uint32_t target) { state_top(s)->pc = target; }
/* The registers of s's top frame. */
static inline Val *top_regs(State *s) { return s->regs + state_top(s)->rbase; }
/* Records that s took a branch edge (bit: 1 a BR's true edge, 2 its false
 * one; 1 a switch target's word, Executor.edges): one that no path took
 * before is new coverage for s (State.covered_new). */
static inline void take_edge(uint8_t *edge, uint8_t bit, State *s) {
  if (UNLIKELY(!(*edge & bit))) *edge |= bit, s->covered_new = true;
}

/* exec.c */
void exec_check_budgets(Executor *ex);

/* exec_path.c: hands an ended path to every sink (s NULL: no test). */
void exec_to_sinks(Executor *ex, const State *s, const Outcome *oc);
/* When a budget or an interrupt stopped the run: a test for each waiting
 * state that ExecOptions.halted_tests names, to the sinks' path_halted. */
void exec_halted_tests(Executor *ex);

/* exec_mem.c */
Step exec_load(Executor *ex, State *s, const IrInst *in);
Step exec_store(Executor *ex, State *s, const IrInst *in);
Step exec_alloca(Executor *ex, State *s, const IrInst *in);
/* ExecOptions.freed_cmp: whether x and y are addresses of two heap blocks,
 * one of them freed (natively the allocator may have given its address to
 * the other), and the path's end for such a comparison. */
bool exec_freed_cmp(const State *s, uint64_t x, uint64_t y);
Step exec_freed_cmp_end(Executor *ex, State *s);

/* exec_arith.c: every two-operand arithmetic instruction off its fast path
 * (symbolic operands, overflow checks, shifts out of range, division). */
Step exec_arith(Executor *ex, State *s, const IrInst *in);
/* ctpop ctlz cttz bswap abs, min/max, funnel shifts, overflow intrinsics
 * (t: the state's table, for the operands that are concrete) */
void exec_intrinsic(ExprTable *t, const IrInst *in, Val *r);
void exec_cast_sym(ExprTable *t, const IrInst *in, Val *r);    /* symbolic or wider than 64 bits */

/* external.c: a call of a function with neither definition nor model, run
 * natively (ExecOptions.external_calls); false when s ended. */
bool exec_external_call(Executor *ex, State *s, const IrFunction *fn, const IrInst *in);
/* Whether `name` is one of libm's pure functions, which run natively by
 * default: exec_math_call pins their symbolic arguments (exec_pin) and calls
 * them; false when s ended. */
bool external_is_pure_math(const char *name);
bool exec_math_call(Executor *ex, State *s, const IrFunction *fn, const IrInst *in);
/* exec_fp.c: every FP instruction; false when an fptosi/fptoui needs
 * exec_fp_to_int (a symbolic operand, or a concrete one out of range). */
bool exec_fp(ExprTable *t, const IrInst *in, Val *r);
Step exec_fp_to_int(Executor *ex, State *s, const IrInst *in);

/* exec_ctrl.c */
/* After a jump of s from instruction `from` (s at its target): the driver's
 * jump hook, if any, says whether s runs on (STEP_NEXT), goes back to the
 * searcher (STEP_YIELD: the caller adds it) or was taken (STEP_GONE). */
Step exec_jumped(Executor *ex, State *s, uint32_t from);
Step exec_br_sym(Executor *ex, State *s, const IrInst *in);
Step exec_switch_sym(Executor *ex, State *s, const IrInst *in);
Step exec_call(Executor *ex, State *s, const IrInst *in);
Step exec_ret(Executor *ex, State *s, const IrInst *in);

#endif
