/* What runtime.c offers the input API (api.c). */
#ifndef SYMX_CONCOLIC_RUNTIME_H
#define SYMX_CONCOLIC_RUNTIME_H
#include <stdbool.h>
#include "hooks.h"
#include "expr/expr.h"

/* Makes the `size` bytes at addr a new input named `name`: their values
 * from the input stream, their shadows its variables. Returns the input
 * as one expression (little-endian) when size <= 16, else NULL. */
/* The next `size` bytes of the input stream (0 past its end), not taken;
 * cc_poke replaces them (the stream grows as needed). */
void cc_peek(void *buf, uint32_t size);
void cc_poke(const void *buf, uint32_t size);
Expr *cc_new_input(void *addr, uint32_t size, const char *name);
/* An assumption on the path: holds, or ends the run (exit status 122). */
void cc_assume(Expr *cond, bool holds);
Expr *cc_shadow_get(const void *addr);
bool cc_shadow_any(const void *addr, size_t n);
void cc_shadow_set(void *addr, Expr *e);
void cc_shadow_set_value(void *addr, Expr *e, uint8_t v); /* before a store of v there */
void cc_concretised(void);
/* For objects.c: the run's expression table and inputs' model; a symbolic
 * branch the run took (taken: cond held) at a runtime-made site; a shadow
 * found to disagree with the concrete run (counted as imprecise). */
ExprTable *cc_table(void);
const Model *cc_model(void);
void cc_branch(Expr *cond, uint32_t site, bool taken);
void cc_imprecise(void);
/* heap.c: the live heap block (of at most SYMX_CC_MAX_OBJECT bytes) that
 * holds root, if any. */
bool cc_heap_block(const void *root, CcObject *o);
/* stack.c: the recorded stack array that holds root, if any. */
bool cc_stack_array(const void *root, CcObject *o);
/* io.c: standard input or the file "A" as the input (SYMX_CC_STDIN,
 * SYMX_CC_FILE), set up before main. */
void cc_io_init(void);
/* Whether a read of standard input or the file stopped at its end, and
 * the symbolic branches the run had taken before. */
bool cc_io_at_end(uint64_t *branches);
/* The symbolic branches of the path so far. */
uint64_t cc_branches(void);
/* fp.c: the slow paths of floating-point operations (hooks.h's CC_FADD..
 * CC_FP_END) and casts (CC_FPTOSI..CC_FPTRUNC). */
Shadow cc_fp_binop(uint32_t op, Shadow sa, uint64_t a, Shadow sb, uint64_t b, uint32_t width);
Shadow cc_fp_cast(uint32_t op, Shadow s, uint64_t v, uint32_t from, uint32_t to);
/* server.c: the expansion's solver made now, before the fork server's
 * first fork (each child gets a fresh copy). */
void cc_prepare_solver(void);

/* In a runtime function `self` called from instrumented code with n
 * integer arguments: the call is taken (hooks.h); a symbolic argument is
 * concretised (counted). */
static inline void cc_call_taken(void *self, unsigned n) {
  if (__symx_cc_callee != self) return;
  __symx_cc_callee = 0;
  for (unsigned i = 0; i < n && i < SYMX_CC_MAX_ARGS; i++)
    if (__symx_cc_args[i]) {
      cc_concretised();
      break;
    }
}

/* The result of runtime function `self` has the shadow e (NULL: concrete). */
static inline void cc_give(void *self, Expr *e) {
  __symx_cc_callee = 0;
  __symx_cc_ret = e;
  __symx_cc_ret_from = self;
}
#endif
