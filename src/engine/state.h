/* state: execution states — call stack, registers, memory, path condition,
 * the model that satisfies it, and the inputs created so far — plus the table
 * of the ways a path can end.
 *
 * Invariants:
 *  - `model` satisfies every constraint in `pc` (so a state can always write
 *    its test without asking the solver).
 *  - Registers of all frames live in one stack `regs`; frame k's registers
 *    start at frames[k].rbase.
 *  - A frame's `pc` is the index of the instruction to execute next; while an
 *    instruction executes, the executor has stored that instruction's own
 *    index there, so a copy of the state re-executes it.
 */
#ifndef SYMX_STATE_H
#define SYMX_STATE_H

#include "engine/mem.h"

/* X(enum name, name in reports, is a bug in the program) */
#define ERROR_KINDS(X)                                                          \
  X(ASSERTION, "assertion", 1)                                                  \
  X(ABORT, "abort", 1)                                                          \
  X(REACH_ERROR, "reach-error", 1)                                              \
  X(DIV_BY_ZERO, "div-by-zero", 1)                                              \
  X(OVERFLOW, "overflow", 1)                                                    \
  X(FLOAT_CAST, "float-cast-overflow", 1)                                       \
  X(OUT_OF_BOUNDS, "out-of-bounds", 1)                                          \
  X(NULL_DEREF, "null-dereference", 1)                                          \
  X(USE_AFTER_FREE, "use-after-free", 1)                                        \
  X(DOUBLE_FREE, "double-free", 1)                                              \
  X(INVALID_FREE, "invalid-free", 1)                                            \
  X(READ_ONLY, "read-only", 1)                                                  \
  X(MEMORY_LEAK, "memory-leak", 1)                                              \
  X(NOT_FREED, "memory-not-freed", 1)                                           \
  X(NO_PERMISSION, "no-permission", 1)                                          \
  X(PRECONDITION, "precondition", 1)                                            \
  X(POSTCONDITION, "postcondition", 1)                                          \
  X(FOLD, "fold", 1)                                                            \
  X(UNFOLD, "unfold", 1)                                                        \
  X(INVARIANT, "invariant", 1)                                                  \
  X(LEAK, "leak", 1)                                                            \
  X(UNSUPPORTED, "unsupported", 0)

typedef enum ErrorKind {
#define X(id, name, bug) ERR_##id,
  ERROR_KINDS(X)
#undef X
  ERR_NUM_KINDS
} ErrorKind;

extern const char *const error_kind_names[ERR_NUM_KINDS];

typedef struct Frame {
  const IrFunction *fn;
  uint32_t pc;
  uint32_t rbase;        /* first register in State.regs */
  uint32_t nallocas;
  uint32_t *allocas;     /* ids of this frame's stack objects */
  uint32_t allocas_cap;
  uint32_t varargs_id;   /* object holding the variadic arguments, or 0 */
  bool atexit_handler;   /* a function registered with atexit, run as the program
                            ends: it returns to the exit sequence (exec_ctrl.c) */
  uint32_t *loop_iters;  /* a driver's count per loop of fn->cfg (symx bmc: iterations
                            begun since the loop was entered), nloop_iters of them;
                            NULL until the driver sets it. The engine only copies
                            it on a fork and frees it with the frame. */
  uint32_t nloop_iters;
} Frame;

/* A memory model's own data about a state (memory.h), shared by the state's
 * forks until one of them changes it: the model copies it first when refs >
 * 1 (copy on write). `release` frees it when the last state lets it go. */
typedef struct MemData {
  uint32_t refs;
  void (*release)(struct MemData *d);
} MemData;

typedef struct State {
  ExprTable *exprs;      /* the engine's table: every expression of the state is in it */
  Frame *frames;
  uint32_t nframes, frames_cap;
  Val *regs;
  uint32_t nregs, regs_cap;
  AddrSpace mem;
  VEC(Expr *) pc;
  Model *model;
  VEC(Array *) inputs;   /* in creation order */
  uint32_t depth;        /* forks along this path */
  bool goal_reached;     /* the path called the run's goal function (ExecOptions.goal) */
  bool covered_new;      /* since the fork that made this state, its path took a branch edge
                            (or entered a function) that no path had before it; a fork's
                            new state starts without it (ExecOptions.only_new_tests) */
  VEC(uint32_t) atexit_fns; /* functions registered with atexit (indices in the module), in order */
  MemData *memdata;      /* the memory model's data about this state, or NULL */
  bool exiting;          /* the program is ending (exit() or main's return): its atexit handlers run */
  int64_t exit_code;     /* the code it ends with once they have run */
  /* The searcher's own data about this state (search.h): it belongs to
   * the State object, not to its contents, so a fork starts it empty. */
  struct SearchSlot {
    struct SearchNode *node; /* its leaf in the fork tree (or NULL) */
    size_t idx;              /* its index among the waiting states */
  } search;
} State;

State *state_new(ExprTable *exprs);
/* A copy sharing memory objects copy-on-write (model copied too). */
State *state_fork(const State *s);
void state_free(State *s);

/* Pushes a frame for fn and returns its register base; the constant registers
 * are initialised from `consts` (fn's constants in s->exprs: exec_consts), the
 * rest zeroed. */
uint32_t state_push_frame(State *s, const IrFunction *fn, const Val *consts);
/* Pops the top frame: releases its registers and kills its stack objects. */
void state_pop_frame(State *s);
static inline Frame *state_top(State *s) { return &s->frames[s->nframes - 1]; }

/* Adds a constraint (borrowed) to the path condition. */
void state_add_constraint(State *s, Expr *c);

#endif
