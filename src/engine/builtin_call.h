/* builtin_call: what the functions symx implements itself (builtins.c,
 * builtin_printf.c) share: the call being made and its arguments, read from
 * the caller's registers. Private to those files. */
#ifndef SYMX_BUILTIN_CALL_H
#define SYMX_BUILTIN_CALL_H

#include "engine/exec.h"

typedef struct Call {
  Executor *ex;
  State *s;
  const IrInst *in;
  const IrFunction *callee;
  const uint32_t *args; /* (register, width) pairs */
  uint32_t nargs;
} Call;

static inline Val *regs(State *s) { return s->regs + state_top(s)->rbase; }
static inline Val *arg(Call *c, uint32_t i) { return &regs(c->s)[c->args[2 * i]]; }
static inline unsigned arg_width(Call *c, uint32_t i) { return c->args[2 * i + 1]; }

static inline void set_result(Call *c, uint64_t v) {
  if (c->in->awidth) val_set_conc(&regs(c->s)[c->in->dst], v & mask_bits(c->in->width ? c->in->width : 64));
}
static inline void set_result_expr(Call *c, Expr *e) {
  if (c->in->awidth) val_set_expr(&regs(c->s)[c->in->dst], e);
  else expr_dec(e);
}

/* A new heap block of `size` bytes (zeros) allocated at the call's
 * location, as malloc's; 0 when it cannot be (sizes over symx's limit). */
uint64_t builtin_heap_block(Call *c, uint64_t size);
/* The stream a FILE * argument stands for: 2 for stderr, -1 for a file,
 * 1 otherwise. */
int builtin_stream_of(Call *c, uint32_t i);
/* Writes the program's output to symx's stdout (1) or stderr (2); -1: not shown. */
void builtin_emit(int stream, const char *text, size_t len);
/* printf (isf false) and fprintf (true), or with `va` vprintf and vfprintf;
 * false when the path ended. */
bool builtin_printf(Call *c, bool isf, bool va);
/* sprintf (bounded false) and snprintf (true), or with `va` vsprintf and
 * vsnprintf; false when the path ended. */
bool builtin_sprintf(Call *c, bool bounded, bool va);
/* asprintf, or with `va` vasprintf: the text in a new heap block; false
 * when the path ended. */
bool builtin_asprintf(Call *c, bool va);

#endif
