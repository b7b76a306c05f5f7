/* live: which registers of a function are live at the start of each of its
 * basic blocks (ir/cfg.h): read on some path from there before being
 * written. State subsumption (engine/subsume.c) compares only the live
 * registers of a state's top frame: a dead one is written before it is read
 * on every path, so its value changes nothing the state does.
 *
 * Over-approximated where in doubt: every operand field of an instruction
 * that holds a register counts as a use, and only instructions known to
 * write their destination (not stores, branches, returns) kill it. */
#ifndef SYMX_IR_LIVE_H
#define SYMX_IR_LIVE_H

#include "ir/cfg.h"

typedef struct IrLive {
  uint32_t nregs, nblocks, words; /* words of 64 bits per block */
  uint64_t *in;                   /* nblocks * words: live-in per block */
} IrLive;

/* The liveness of fn (defined, with its cfg), or NULL when it has none. */
IrLive *ir_live_build(const IrFunction *fn);
void ir_live_free(IrLive *l);
/* The registers live before instruction k of fn (l is fn's): out gets
 * l->words words. */
void ir_live_before(const IrLive *l, const IrFunction *fn, uint32_t k, uint64_t *out);
/* Is register r live at the start of block b? */
static inline bool ir_live_in(const IrLive *l, uint32_t b, uint32_t r) {
  return r >= l->nregs || b >= l->nblocks || ((l->in[(size_t)b * l->words + r / 64] >> (r % 64)) & 1);
}

#endif
