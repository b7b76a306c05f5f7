/* state: see state.h. */
#include "engine/state.h"

#include <assert.h>
#include <string.h>

const char *const error_kind_names[ERR_NUM_KINDS] = {
#define X(id, name, bug) name,
    ERROR_KINDS(X)
#undef X
};


State *state_new(ExprTable *exprs) {
  State *s = xcalloc(1, sizeof *s);
  s->exprs = exprs;
  s->model = model_new();
  return s;
}

State *state_fork(const State *src) {
  State *s = xmalloc(sizeof *s);
  *s = *src;
  memset(&s->search, 0, sizeof s->search);
  s->covered_new = false; /* what src covered so far is src's own path's to show */
  s->frames = xmalloc(src->frames_cap * sizeof(Frame));
  for (uint32_t i = 0; i < src->nframes; i++) {
    Frame *f = &s->frames[i];
    *f = src->frames[i];
    if (f->allocas_cap) {
      f->allocas = xmalloc(f->allocas_cap * sizeof(uint32_t));
      memcpy(f->allocas, src->frames[i].allocas, f->nallocas * sizeof(uint32_t));
    }
    if (f->loop_iters) {
      f->loop_iters = xmalloc(f->nloop_iters * sizeof(uint32_t));
      memcpy(f->loop_iters, src->frames[i].loop_iters, f->nloop_iters * sizeof(uint32_t));
    }
  }
  s->regs = xmalloc(src->regs_cap * sizeof(Val));
  for (uint32_t i = 0; i < src->nregs; i++) {
    s->regs[i] = src->regs[i];
    expr_inc(s->regs[i].e);
  }
  mem_space_copy(&s->mem, &src->mem);
  s->pc.data = NULL;
  s->pc.len = s->pc.cap = 0;
  for (size_t i = 0; i < src->pc.len; i++) VEC_PUSH(s->pc, expr_inc(src->pc.data[i]));
  s->model = model_copy(src->model);
  if (s->memdata) s->memdata->refs++;
  s->inputs.data = NULL;
  s->inputs.len = s->inputs.cap = 0;
  for (size_t i = 0; i < src->inputs.len; i++) VEC_PUSH(s->inputs, src->inputs.data[i]);
  s->atexit_fns.data = NULL;
  s->atexit_fns.len = s->atexit_fns.cap = 0;
  for (size_t i = 0; i < src->atexit_fns.len; i++) VEC_PUSH(s->atexit_fns, src->atexit_fns.data[i]);
  return s;
}

void state_free(State *s) {
  while (s->nframes) {
    Frame *f = state_top(s);
    xfree(f->allocas, f->allocas_cap * sizeof(uint32_t));
    if (f->loop_iters) xfree(f->loop_iters, f->nloop_iters * sizeof(uint32_t));
    s->nframes--;
  }
  for (uint32_t i = 0; i < s->nregs; i++) expr_dec(s->regs[i].e);
  xfree(s->regs, s->regs_cap * sizeof(Val));
  xfree(s->frames, s->frames_cap * sizeof(Frame));
  mem_space_free(&s->mem);
  for (size_t i = 0; i < s->pc.len; i++) expr_dec(s->pc.data[i]);
  VEC_FREE(s->pc);
  VEC_FREE(s->inputs);
  VEC_FREE(s->atexit_fns);
  model_free(s->model);
  if (s->memdata && --s->memdata->refs == 0) s->memdata->release(s->memdata);
  xfree(s, sizeof *s);
}

uint32_t state_push_frame(State *s, const IrFunction *fn, const Val *consts) {
  if (s->nframes == s->frames_cap) {
    uint32_t nc = s->frames_cap ? 2 * s->frames_cap : 16;
    s->frames = xrealloc(s->frames, s->frames_cap * sizeof(Frame), nc * sizeof(Frame));
    s->frames_cap = nc;
  }
  uint32_t base = s->nregs;
  uint32_t need = base + fn->nregs;
  if (need > s->regs_cap) {
    uint32_t nc = s->regs_cap ? s->regs_cap : 256;
    while (nc < need) nc *= 2;
    s->regs = xrealloc(s->regs, s->regs_cap * sizeof(Val), nc * sizeof(Val));
    s->regs_cap = nc;
  }
  Val *r = s->regs + base;
  for (uint32_t i = 0; i < fn->nconsts; i++) {
    r[i] = consts[i];
    expr_inc(r[i].e);
  }
  memset(r + fn->nconsts, 0, (fn->nregs - fn->nconsts) * sizeof(Val));
  s->nregs = need;
  Frame *f = &s->frames[s->nframes++];
  memset(f, 0, sizeof *f);
  f->fn = fn;
  f->rbase = base;
  return base;
}

void state_pop_frame(State *s) {
  assert(s->nframes > 0);
  Frame *f = state_top(s);
  /* Killed last-allocated first, so slots are reused in stack order. On the
   * address space directly, not through the run's memory model (memory.h):
   * a frame's return is not a free of the program's. */
  if (f->varargs_id) mem_kill(&s->mem, f->varargs_id);
  for (uint32_t i = f->nallocas; i-- > 0;) mem_kill(&s->mem, f->allocas[i]);
  xfree(f->allocas, f->allocas_cap * sizeof(uint32_t));
  if (f->loop_iters) xfree(f->loop_iters, f->nloop_iters * sizeof(uint32_t));
  for (uint32_t i = f->rbase; i < s->nregs; i++) expr_dec(s->regs[i].e);
  s->nregs = f->rbase;
  s->nframes--;
}

void state_add_constraint(State *s, Expr *c) {
  if (expr_is_true(c)) return;
  VEC_PUSH(s->pc, expr_inc(c));
}
