/* cfg: the structure of a function's flat instruction array, for the
 * analyses to come (bounded model checking unwinds loops; state merging and
 * subsumption need loop heads; k-induction needs the back edges): basic
 * blocks with successors and predecessors, dominators, and natural loops
 * with their headers. The front end builds it once per defined function
 * after lowering (IrFunction.cfg); the interpreter never reads it. */
#ifndef SYMX_IR_CFG_H
#define SYMX_IR_CFG_H

#include "ir/ir.h"

typedef struct IrBlock {
  uint32_t first, last;   /* instruction indices, inclusive; last is the terminator */
  uint32_t *succ, nsucc;  /* block indices (distinct) */
  uint32_t *pred, npred;
  uint32_t idom;          /* immediate dominator (the entry's is itself); UINT32_MAX: unreachable */
  int32_t loop;           /* innermost loop it belongs to, or -1 */
  uint32_t rpo;           /* its number in reverse postorder (every forward edge goes
                             to a higher number); UINT32_MAX: unreachable */
} IrBlock;

typedef struct IrLoop {
  uint32_t header;        /* block index */
  uint32_t *blocks, nblocks; /* the loop's blocks, header included, sorted */
  uint32_t *latches, nlatches; /* blocks with a back edge to the header */
  int32_t parent;         /* the innermost enclosing loop, or -1 */
  uint32_t depth;         /* 1 for an outermost loop */
} IrLoop;

typedef struct IrCfg {
  IrBlock *blocks;        /* blocks[0] is the entry (instruction 0) */
  uint32_t nblocks;
  uint32_t *block_of;     /* per instruction: its block */
  IrLoop *loops;          /* outer loops before the loops inside them */
  uint32_t nloops;
  bool irreducible;       /* a cycle with no single header (e.g. a goto into a loop) */
} IrCfg;

/* The CFG of a defined function. */
IrCfg *ir_cfg_build(const IrFunction *fn);
void ir_cfg_free(IrCfg *g);
/* Does block a dominate block b? */
bool ir_cfg_dominates(const IrCfg *g, uint32_t a, uint32_t b);
/* Prints the blocks (instruction ranges, successors) and loops. */
void ir_cfg_dump(FILE *f, const IrCfg *g);

#endif
