/* trace: the symbolic states along a path, for symx verify --explain
 * (seed 001, section 6.2: symbolic debugging). A step is recorded at each
 * new source line a frame of the verified function reaches (the line hook,
 * ExecHooks.line), at each call (ExecHooks.call) and at each contract
 * statement produced or consumed (contract.c): where, what, the store (the
 * top frame's C variables, by the debug information's names), the heap
 * chunks and the path condition, each in C syntax. Steps form a list shared
 * by the states a path forked into (each state holds its last step, in its
 * chunk heap, contract.c); a path keeps at most TRACE_MAX_STEPS. */
#ifndef SYMX_ENGINE_TRACE_H
#define SYMX_ENGINE_TRACE_H

#include "engine/exec.h"

enum { TRACE_MAX_STEPS = 4000 };

typedef struct TraceStep {
  struct TraceStep *prev; /* the step before, or NULL */
  uint32_t refs;
  uint32_t index;         /* 1, 2, ... along the path */
  char *what;             /* "line", "call G", "precondition produced", ... */
  const char *file;       /* borrowed from the module */
  uint32_t line;
  char *store, *heap, *pc;
} TraceStep;

static inline TraceStep *trace_inc(TraceStep *t) {
  if (t) t->refs++;
  return t;
}
void trace_dec(TraceStep *t);

/* Records a step of s now (when s's run traces: its hooks are trace_hooks). */
void trace_record(Executor *ex, State *s, const char *what);
/* Whether ex's run records steps. */
bool trace_on(const Executor *ex);
/* A step of s made now at file:line, not recorded (the end of a failing
 * path, made by a sink; new reference, prev: s's last step). */
TraceStep *trace_make(const State *s, const char *what, const char *file, uint32_t line);

/* The hooks of a traced symx verify run (with contract_jump). */
extern const ExecHooks trace_hooks;

#endif
