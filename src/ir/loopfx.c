/* loopfx: see loopfx.h. */
#include "ir/loopfx.h"

#include <string.h>

/* Calls nested deeper than this are not followed (not bounded). */
enum { FX_MAX_CALL_DEPTH = 16, FX_MAX_TRACE = 64, FX_MAX_CONSTS = 16 };

typedef struct Fx {
  const IrModule *m;
  LoopFx *out;
  const IrFunction *stack[FX_MAX_CALL_DEPTH]; /* the functions being checked (recursion) */
  uint32_t depth;
} Fx;

static bool in_loop_block(const IrCfg *g, uint32_t loop, uint32_t block) {
  for (int32_t l = g->blocks[block].loop; l >= 0; l = g->loops[l].parent)
    if ((uint32_t)l == loop) return true;
  return false;
}

/* Appends v to a VEC(uint32_t) unless it is there. */
#define PUSH_UNIQUE(vec, v)                                                     \
  do {                                                                          \
    bool seen_ = false;                                                         \
    for (size_t i_ = 0; i_ < (vec).len; i_++) seen_ |= (vec).data[i_] == (v);   \
    if (!seen_) VEC_PUSH(vec, v);                                               \
  } while (0)

static void push_const(LoopFx *fx, uint64_t v, unsigned w) {
  if (!w || w > 64 || fx->consts.len >= FX_MAX_CONSTS) return;
  for (size_t i = 0; i < fx->consts.len; i++)
    if (fx->consts.data[i] == v && fx->const_w.data[i] == w) return;
  VEC_PUSH(fx->consts, v);
  VEC_PUSH(fx->const_w, (uint16_t)w);
}

/* Does instruction i of fn define register r (the PMOVEs of an edge stub
 * may be one of several)? */
static bool defines(const IrFunction *fn, uint32_t i, uint32_t r) {
  const IrInst *in = &fn->code[i];
  switch (in->op) {
  case IR_STORE: case IR_BR: case IR_JMP: case IR_SWITCH: case IR_RET: case IR_UNREACHABLE: case IR_UNSUPPORTED:
    return false;
  case IR_PMOVE:
    for (uint32_t k = 0; k < in->u.list.n; k++)
      if (fn->extra[in->u.list.first + 2 * k] == r) return true;
    return false;
  case IR_CALL: return r >= in->dst && r < in->dst + in->awidth;
  case IR_SADD_OVF: case IR_UADD_OVF: case IR_SSUB_OVF: case IR_USUB_OVF: case IR_SMUL_OVF: case IR_UMUL_OVF:
    return r == in->dst || r == in->dst + 1;
  default: return in->dst == r;
  }
}

/* The objects pointer register r of fn may point into, added to fx when fn
 * is the loop's function (own == NULL), or checked to be stack objects of a
 * callee (own: set when one is found). `loop`: the loop, whose ALLOCAs make
 * new objects (UINT32_MAX in a callee). False: not bounded. */
static bool trace(Fx *x, const IrFunction *fn, uint32_t loop, uint32_t r, int budget) {
  if (budget <= 0) return false;
  if (r < fn->nconsts) {
    const Val *c = &fn->consts[r];
    uint64_t id, off;
    if (c->e || !addr_decode(&x->m->layout, c->v, &id, &off) || id < 1 || id > x->m->nglobals) return false;
    if (loop == UINT32_MAX) return false; /* a callee writing a global */
    PUSH_UNIQUE(x->out->globals, (uint32_t)id);
    return true;
  }
  if (r < fn->nconsts + fn->nparams) return false;
  bool found = false;
  for (uint32_t i = 0; i < fn->ncode; i++) {
    if (!defines(fn, i, r)) continue;
    const IrInst *in = &fn->code[i];
    found = true;
    bool ok;
    switch (in->op) {
    case IR_ALLOCA:
      if (loop != UINT32_MAX && in_loop_block(fn->cfg, loop, fn->cfg->block_of[i])) return false;
      if (loop != UINT32_MAX) PUSH_UNIQUE(x->out->allocas, in->dst);
      ok = true;
      break;
    case IR_ADD: case IR_SUB: case IR_MOV: ok = trace(x, fn, loop, in->a, budget - 1); break;
    case IR_SELECT: ok = trace(x, fn, loop, in->b, budget - 1) && trace(x, fn, loop, in->c, budget - 1); break;
    case IR_PMOVE:
      ok = true;
      for (uint32_t k = 0; k < in->u.list.n && ok; k++)
        if (fn->extra[in->u.list.first + 2 * k] == r && fn->extra[in->u.list.first + 2 * k + 1] != r)
          ok = trace(x, fn, loop, fn->extra[in->u.list.first + 2 * k + 1], budget / 2);
      break;
    default: ok = false;
    }
    if (!ok) return false;
  }
  return found;
}

static bool check_function(Fx *x, const IrFunction *fn, uint32_t loop);

/* A call in the loop (or in a callee: loop UINT32_MAX). */
static bool check_call(Fx *x, const IrFunction *fn, uint32_t loop, const IrInst *in) {
  if (!(in->flags & IR_CALL_DIRECT)) return (x->out->why = "an indirect call in the loop"), false;
  const IrFunction *callee = &x->m->funcs[in->u.list.callee];
  const uint32_t *args = &fn->extra[in->u.list.first];
  uint32_t nargs = in->u.list.n;
  if (callee->defined) return check_function(x, callee, UINT32_MAX);
  if (callee->builtin == IR_BI_NONE) return (x->out->why = "a call of an external function in the loop"), false;
  switch (callee->builtin) {
  case IR_BI_MEMSET: case IR_BI_MEMCPY: case IR_BI_MEMMOVE:
    if (nargs < 1 || !trace(x, fn, loop, args[0], FX_MAX_TRACE))
      return (x->out->why = "the loop writes memory through a pointer it cannot bound"), false;
    return true;
  case IR_BI_LIFETIME_START: case IR_BI_LIFETIME_END:
    return nargs >= 2 && trace(x, fn, loop, args[2], FX_MAX_TRACE) ? true
                                                                    : ((x->out->why = "llvm.lifetime on an unknown object"), false);
  case IR_BI_ATEXIT: case IR_BI_STACKSAVE: case IR_BI_STACKRESTORE:
    return (x->out->why = "the loop calls atexit or saves the stack"), false;
  default: break;
  }
  if (ir_builtin_flags(callee->builtin) & (IR_BIF_WRITES | IR_BIF_HEAP))
    return (x->out->why = "the loop calls a builtin that allocates, frees or writes memory"), false;
  return true;
}

/* The loop's blocks (loop < UINT32_MAX) or a whole callee. */
static bool check_function(Fx *x, const IrFunction *fn, uint32_t loop) {
  if (loop == UINT32_MAX) {
    for (uint32_t d = 0; d < x->depth; d++)
      if (x->stack[d] == fn) return (x->out->why = "recursion in the loop"), false;
    if (x->depth == FX_MAX_CALL_DEPTH) return (x->out->why = "calls nested too deep in the loop"), false;
    x->stack[x->depth++] = fn;
  }
  bool ok = true;
  for (uint32_t i = 0; i < fn->ncode && ok; i++) {
    if (loop != UINT32_MAX && !in_loop_block(fn->cfg, loop, fn->cfg->block_of[i])) continue;
    const IrInst *in = &fn->code[i];
    const char *why = NULL;
    if (in->op == IR_ALLOCA)
      why = loop == UINT32_MAX ? "a function called in the loop has stack objects" : "the loop makes stack objects";
    else if (in->op == IR_STORE && !trace(x, fn, loop, in->a, FX_MAX_TRACE))
      why = "the loop writes memory through a pointer it cannot bound";
    else if (in->op == IR_CALL)
      ok = check_call(x, fn, loop, in);
    if (why) x->out->why = why, ok = false;
  }
  if (loop == UINT32_MAX) x->depth--;
  return ok;
}

/* The loop's variables (the back edges' PMOVEs), the constants its
 * variables start from (the entry edges' PMOVEs). */
static bool find_carried(const IrFunction *fn, uint32_t loop, LoopFx *fx) {
  const IrCfg *g = fn->cfg;
  uint32_t head = g->blocks[g->loops[loop].header].first;
  for (uint32_t i = 0; i + 1 < fn->ncode; i++) {
    const IrInst *in = &fn->code[i], *next = &fn->code[i + 1];
    if (in->op != IR_PMOVE || next->op != IR_JMP || next->u.br.t != head) continue;
    bool back = in_loop_block(g, loop, g->block_of[i]);
    for (uint32_t k = 0; k < in->u.list.n; k++) {
      uint32_t dst = fn->extra[in->u.list.first + 2 * k], src = fn->extra[in->u.list.first + 2 * k + 1];
      unsigned w = fn->reg_width ? fn->reg_width[dst] : 0;
      if (!w) return (fx->why = "a loop variable of unknown width"), false;
      if (back) {
        PUSH_UNIQUE(fx->carried, dst);
      } else if (src < fn->nconsts && !fn->consts[src].e) {
        push_const(fx, fn->consts[src].v, w);
      }
    }
  }
  return true;
}

/* What the loop reads but does not write, and the constants it compares with. */
static void find_reads(const IrFunction *fn, uint32_t loop, LoopFx *fx) {
  const IrCfg *g = fn->cfg;
  for (uint32_t i = 0; i < fn->ncode; i++) {
    if (!in_loop_block(g, loop, g->block_of[i])) continue;
    const IrInst *in = &fn->code[i];
    bool cmp = in->op >= IR_EQ && in->op <= IR_SGE;
    uint32_t ops[3] = {in->a, in->b, in->c};
    for (int k = 0; k < 3; k++) {
      uint32_t r = ops[k];
      if (r >= fn->nregs) continue;
      if (r < fn->nconsts) {
        if (cmp && !fn->consts[r].e) push_const(fx, fn->consts[r].v, in->awidth);
        continue;
      }
      unsigned w = fn->reg_width ? fn->reg_width[r] : 0;
      if (!w || w > 64 || fx->invariant.len >= 32) continue;
      bool inside = false, carried = false;
      for (size_t j = 0; j < fx->carried.len; j++) carried |= fx->carried.data[j] == r;
      for (uint32_t j = 0; j < fn->ncode && !inside; j++)
        inside = defines(fn, j, r) && in_loop_block(g, loop, g->block_of[j]);
      if (!inside && !carried) PUSH_UNIQUE(fx->invariant, r);
    }
  }
}

/* The constants the loop adds or subtracts (x = 1 - x keeps x within
 * 0..1), after those it compares with (find_reads). */
static void find_arith_consts(const IrFunction *fn, uint32_t loop, LoopFx *fx) {
  const IrCfg *g = fn->cfg;
  for (uint32_t i = 0; i < fn->ncode; i++) {
    const IrInst *in = &fn->code[i];
    if ((in->op != IR_ADD && in->op != IR_SUB) || !in_loop_block(g, loop, g->block_of[i]) || !fn->reg_width) continue;
    uint32_t ops[2] = {in->a, in->b};
    for (int k = 0; k < 2; k++)
      if (ops[k] < fn->nconsts && !fn->consts[ops[k]].e) push_const(fx, fn->consts[ops[k]].v, fn->reg_width[in->dst]);
  }
}

bool ir_loop_fx(const IrModule *m, const IrFunction *fn, uint32_t loop, LoopFx *fx) {
  memset(fx, 0, sizeof *fx);
  const IrCfg *g = fn->cfg;
  if (!g || loop >= g->nloops) return (fx->why = "no such loop"), false;
  if (g->irreducible) return (fx->why = "irreducible control flow"), false;
  if (!find_carried(fn, loop, fx)) return false;
  Fx x = {m, fx, {0}, 0};
  if (!check_function(&x, fn, loop)) {
    if (!fx->why) fx->why = "the loop writes memory through a pointer it cannot bound";
    return false;
  }
  find_reads(fn, loop, fx);
  find_arith_consts(fn, loop, fx);
  return true;
}

void ir_loop_fx_free(LoopFx *fx) {
  VEC_FREE(fx->carried);
  VEC_FREE(fx->allocas);
  VEC_FREE(fx->globals);
  VEC_FREE(fx->invariant);
  VEC_FREE(fx->consts);
  VEC_FREE(fx->const_w);
}
