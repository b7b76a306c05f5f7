/* live: see live.h. */
#include "ir/live.h"

#include <string.h>

#include "base/util.h"

typedef struct Sets {
  const IrFunction *fn;
  uint32_t words;
  uint64_t *cur; /* the set being computed, one block's worth */
} Sets;

static void set(Sets *S, uint32_t r, bool on) {
  if (r >= S->fn->nregs || r < S->fn->nconsts) return;
  if (on) S->cur[r / 64] |= 1ull << (r % 64);
  else S->cur[r / 64] &= ~(1ull << (r % 64));
}

/* Whether op writes its destination register(s). */
static bool writes_dst(uint8_t op) {
  switch ((IrOp)op) {
  case IR_STORE: case IR_BR: case IR_JMP: case IR_SWITCH: case IR_RET: case IR_UNREACHABLE: case IR_UNSUPPORTED:
  case IR_PMOVE: case IR_CALL:
    return false;
  default:
    return true;
  }
}

static bool overflow_op(uint8_t op) {
  return op == IR_SADD_OVF || op == IR_UADD_OVF || op == IR_SSUB_OVF || op == IR_USUB_OVF || op == IR_SMUL_OVF ||
         op == IR_UMUL_OVF;
}

/* cur := what is live before instruction k, given what is live after it. */
static void step_back(Sets *S, uint32_t k) {
  const IrFunction *fn = S->fn;
  const IrInst *in = &fn->code[k];
  if (writes_dst(in->op)) {
    set(S, in->dst, false);
    if (overflow_op(in->op)) set(S, in->dst + 1, false);
  }
  if (in->op == IR_CALL && in->awidth)
    for (uint32_t i = 0; i < in->awidth; i++) set(S, in->dst + i, false);
  if (in->op == IR_PMOVE) { /* a parallel copy: every source is read before any destination is written */
    for (uint32_t i = 0; i < in->u.list.n; i++) set(S, fn->extra[in->u.list.first + 2 * i], false);
    for (uint32_t i = 0; i < in->u.list.n; i++) set(S, fn->extra[in->u.list.first + 2 * i + 1], true);
    return;
  }
  if (in->op == IR_CALL)
    for (uint32_t i = 0; i < in->u.list.n; i++) set(S, fn->extra[in->u.list.first + 2 * i], true);
  if (in->op == IR_RET)
    for (uint32_t i = 0; i < fn->nret; i++) set(S, in->a + i, true);
  set(S, in->a, true), set(S, in->b, true), set(S, in->c, true);
}

IrLive *ir_live_build(const IrFunction *fn) {
  const IrCfg *g = fn->cfg;
  if (!g || !fn->defined) return NULL;
  IrLive *l = xcalloc(1, sizeof *l);
  l->nregs = fn->nregs, l->nblocks = g->nblocks, l->words = (fn->nregs + 63) / 64 + 1;
  l->in = xcalloc((size_t)g->nblocks * l->words, sizeof *l->in);
  Sets S = {fn, l->words, xcalloc(l->words, sizeof(uint64_t))};
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t b = g->nblocks; b-- > 0;) {
      const IrBlock *bl = &g->blocks[b];
      memset(S.cur, 0, l->words * sizeof *S.cur);
      for (uint32_t i = 0; i < bl->nsucc; i++)
        for (uint32_t w = 0; w < l->words; w++) S.cur[w] |= l->in[(size_t)bl->succ[i] * l->words + w];
      for (uint32_t k = bl->last + 1; k-- > bl->first;) step_back(&S, k);
      uint64_t *dst = &l->in[(size_t)b * l->words];
      for (uint32_t w = 0; w < l->words; w++) {
        uint64_t v = dst[w] | S.cur[w]; /* grows only: a fixpoint from below */
        if (v != dst[w]) dst[w] = v, changed = true;
      }
    }
  }
  xfree(S.cur, l->words * sizeof(uint64_t));
  return l;
}

void ir_live_before(const IrLive *l, const IrFunction *fn, uint32_t k, uint64_t *out) {
  const IrCfg *g = fn->cfg;
  const IrBlock *bl = &g->blocks[g->block_of[k]];
  Sets S = {fn, l->words, out};
  memset(out, 0, l->words * sizeof *out);
  for (uint32_t i = 0; i < bl->nsucc; i++)
    for (uint32_t w = 0; w < l->words; w++) out[w] |= l->in[(size_t)bl->succ[i] * l->words + w];
  for (uint32_t j = bl->last + 1; j-- > k;) step_back(&S, j);
}

void ir_live_free(IrLive *l) {
  if (!l) return;
  xfree(l->in, (size_t)l->nblocks * l->words * sizeof *l->in);
  xfree(l, sizeof *l);
}
