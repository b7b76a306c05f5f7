/* cfg: see cfg.h. Dominators by the iterative algorithm of Cooper, Harvey
 * and Kennedy ("A Simple, Fast Dominance Algorithm") over reverse
 * postorder; a natural loop is a header h with the blocks that reach a
 * back edge n -> h (h dominates n) without passing h. */
#include "ir/cfg.h"

#include <stdlib.h>
#include <string.h>

#define NONE UINT32_MAX

static bool is_terminator(uint8_t op) {
  return op == IR_BR || op == IR_JMP || op == IR_SWITCH || op == IR_RET || op == IR_UNREACHABLE ||
         op == IR_UNSUPPORTED;
}

/* Calls f(target) for each instruction index `in` may jump to. */
#define FOR_TARGETS(fn, in, T, BODY)                                                         \
  do {                                                                                       \
    if ((in)->op == IR_BR || (in)->op == IR_JMP) {                                           \
      uint32_t T = (in)->u.br.t;                                                             \
      BODY;                                                                                  \
      if ((in)->op == IR_BR) {                                                               \
        T = (in)->u.br.f;                                                                    \
        BODY;                                                                                \
      }                                                                                      \
    } else if ((in)->op == IR_SWITCH) {                                                      \
      const uint32_t *l_ = (fn)->extra + (in)->u.list.first;                                 \
      for (uint32_t k_ = 0; k_ <= (in)->u.list.n; k_++) {                                    \
        uint32_t T = k_ == 0 ? l_[0] : l_[3 * k_];                                           \
        BODY;                                                                                \
      }                                                                                      \
    }                                                                                        \
  } while (0)

static void push_unique(uint32_t **v, uint32_t *n, uint32_t x) {
  for (uint32_t i = 0; i < *n; i++)
    if ((*v)[i] == x) return;
  *v = realloc(*v, (*n + 1) * sizeof **v);
  (*v)[(*n)++] = x;
}

/* Blocks, with successors and predecessors. */
static void build_blocks(IrCfg *g, const IrFunction *fn) {
  bool *leader = calloc(fn->ncode + 1, 1);
  leader[0] = true;
  for (uint32_t i = 0; i < fn->ncode; i++) {
    const IrInst *in = &fn->code[i];
    FOR_TARGETS(fn, in, t, if (t < fn->ncode) leader[t] = true);
    if (is_terminator(in->op)) leader[i + 1] = true;
  }
  g->block_of = calloc(fn->ncode ? fn->ncode : 1, sizeof *g->block_of);
  for (uint32_t i = 0; i < fn->ncode; i++) {
    if (leader[i]) {
      g->blocks = realloc(g->blocks, (g->nblocks + 1) * sizeof *g->blocks);
      memset(&g->blocks[g->nblocks], 0, sizeof *g->blocks);
      g->blocks[g->nblocks].first = i;
      g->blocks[g->nblocks].loop = -1;
      g->nblocks++;
    }
    g->block_of[i] = g->nblocks - 1;
    g->blocks[g->nblocks - 1].last = i;
  }
  free(leader);
  for (uint32_t b = 0; b < g->nblocks; b++) {
    IrBlock *B = &g->blocks[b];
    const IrInst *in = &fn->code[B->last];
    FOR_TARGETS(fn, in, t, if (t < fn->ncode) push_unique(&B->succ, &B->nsucc, g->block_of[t]));
    if (!is_terminator(in->op) && b + 1 < g->nblocks) push_unique(&B->succ, &B->nsucc, b + 1);
  }
  for (uint32_t b = 0; b < g->nblocks; b++)
    for (uint32_t k = 0; k < g->blocks[b].nsucc; k++) {
      IrBlock *S = &g->blocks[g->blocks[b].succ[k]];
      push_unique(&S->pred, &S->npred, b);
    }
}

/* Reverse postorder of the blocks reachable from the entry (iterative DFS);
 * marks g->irreducible candidates by recording retreating edges. Returns
 * how many blocks it numbered; rpo[k] is the k-th, num[b] its number or
 * NONE. */
static uint32_t reverse_postorder(const IrCfg *g, uint32_t *rpo, uint32_t *num, uint32_t **retreat,
                                  uint32_t *nretreat) {
  uint32_t n = g->nblocks, count = 0, sp = 0;
  uint8_t *state = calloc(n, 1); /* 0 new, 1 on the stack, 2 done */
  uint32_t *stack = malloc(n * sizeof *stack), *next = calloc(n, sizeof *next);
  uint32_t *post = malloc(n * sizeof *post);
  stack[sp++] = 0;
  state[0] = 1;
  while (sp) {
    uint32_t b = stack[sp - 1];
    if (next[b] < g->blocks[b].nsucc) {
      uint32_t s = g->blocks[b].succ[next[b]++];
      if (state[s] == 0) {
        state[s] = 1;
        stack[sp++] = s;
      } else if (state[s] == 1) { /* an edge back to a block on the stack */
        *retreat = realloc(*retreat, (*nretreat + 1) * 2 * sizeof **retreat);
        (*retreat)[2 * *nretreat] = b, (*retreat)[2 * *nretreat + 1] = s;
        (*nretreat)++;
      }
      continue;
    }
    state[b] = 2;
    post[count++] = b;
    sp--;
  }
  for (uint32_t b = 0; b < n; b++) num[b] = NONE;
  for (uint32_t k = 0; k < count; k++) {
    rpo[k] = post[count - 1 - k];
    num[rpo[k]] = k;
  }
  free(state), free(stack), free(next), free(post);
  return count;
}

static uint32_t intersect(const IrCfg *g, const uint32_t *num, uint32_t a, uint32_t b) {
  while (a != b) {
    while (num[a] > num[b]) a = g->blocks[a].idom;
    while (num[b] > num[a]) b = g->blocks[b].idom;
  }
  return a;
}

static void dominators(IrCfg *g, const uint32_t *rpo, const uint32_t *num, uint32_t count) {
  for (uint32_t b = 0; b < g->nblocks; b++) g->blocks[b].idom = NONE;
  g->blocks[0].idom = 0;
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t k = 1; k < count; k++) {
      IrBlock *B = &g->blocks[rpo[k]];
      uint32_t nd = NONE;
      for (uint32_t i = 0; i < B->npred; i++) {
        uint32_t p = B->pred[i];
        if (g->blocks[p].idom == NONE) continue;
        nd = nd == NONE ? p : intersect(g, num, p, nd);
      }
      if (nd != B->idom) {
        B->idom = nd;
        changed = true;
      }
    }
  }
}

bool ir_cfg_dominates(const IrCfg *g, uint32_t a, uint32_t b) {
  if (g->blocks[b].idom == NONE) return false;
  for (;;) {
    if (a == b) return true;
    if (b == 0) return false;
    b = g->blocks[b].idom;
  }
}

/* Adds the natural loop of the back edge latch -> header (merged with the
 * loop of the same header, if any). */
static void add_back_edge(IrCfg *g, uint32_t latch, uint32_t header) {
  IrLoop *L = NULL;
  for (uint32_t i = 0; i < g->nloops && !L; i++)
    if (g->loops[i].header == header) L = &g->loops[i];
  if (!L) {
    g->loops = realloc(g->loops, (g->nloops + 1) * sizeof *g->loops);
    L = &g->loops[g->nloops++];
    memset(L, 0, sizeof *L);
    L->header = header;
    L->parent = -1;
    push_unique(&L->blocks, &L->nblocks, header);
  }
  push_unique(&L->latches, &L->nlatches, latch);
  /* Every block that reaches the latch without passing the header. */
  uint32_t *work = malloc((g->nblocks + 1) * sizeof *work), nw = 0;
  uint32_t before = L->nblocks;
  push_unique(&L->blocks, &L->nblocks, latch);
  if (L->nblocks > before) work[nw++] = latch;
  while (nw) {
    uint32_t b = work[--nw];
    for (uint32_t i = 0; i < g->blocks[b].npred; i++) {
      uint32_t p = g->blocks[b].pred[i];
      if (g->blocks[p].idom == NONE) continue; /* unreachable */
      uint32_t had = L->nblocks;
      push_unique(&L->blocks, &L->nblocks, p);
      if (L->nblocks > had) work[nw++] = p;
    }
  }
  free(work);
}

static int cmp_u32(const void *a, const void *b) {
  uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
  return x < y ? -1 : x > y;
}

static int cmp_loop_size(const void *a, const void *b) {
  const IrLoop *x = a, *y = b;
  if (x->nblocks != y->nblocks) return x->nblocks > y->nblocks ? -1 : 1;
  return x->header < y->header ? -1 : x->header > y->header;
}

static bool loop_has(const IrLoop *L, uint32_t b) {
  return bsearch(&b, L->blocks, L->nblocks, sizeof b, cmp_u32) != NULL;
}

/* Orders the loops outer first and links each to its parent, each block to
 * its innermost loop. */
static void nest_loops(IrCfg *g) {
  for (uint32_t i = 0; i < g->nloops; i++) qsort(g->loops[i].blocks, g->loops[i].nblocks, sizeof(uint32_t), cmp_u32);
  if (g->nloops > 1) qsort(g->loops, g->nloops, sizeof *g->loops, cmp_loop_size);
  for (uint32_t i = 0; i < g->nloops; i++) {
    IrLoop *L = &g->loops[i];
    for (uint32_t j = i; j-- > 0;) /* the smallest earlier (larger) loop holding the header */
      if (loop_has(&g->loops[j], L->header)) {
        L->parent = (int32_t)j;
        break;
      }
    L->depth = L->parent < 0 ? 1 : g->loops[L->parent].depth + 1;
    for (uint32_t k = 0; k < L->nblocks; k++) g->blocks[L->blocks[k]].loop = (int32_t)i;
  }
}

IrCfg *ir_cfg_build(const IrFunction *fn) {
  IrCfg *g = calloc(1, sizeof *g);
  if (!fn->defined || !fn->ncode) return g;
  build_blocks(g, fn);
  uint32_t *rpo = malloc(g->nblocks * sizeof *rpo), *num = malloc(g->nblocks * sizeof *num);
  uint32_t *retreat = NULL, nretreat = 0;
  uint32_t count = reverse_postorder(g, rpo, num, &retreat, &nretreat);
  dominators(g, rpo, num, count);
  for (uint32_t b = 0; b < g->nblocks; b++) g->blocks[b].rpo = num[b];
  for (uint32_t i = 0; i < nretreat; i++) {
    uint32_t from = retreat[2 * i], to = retreat[2 * i + 1];
    if (ir_cfg_dominates(g, to, from)) add_back_edge(g, from, to);
    else g->irreducible = true; /* a cycle entered other than through one header */
  }
  nest_loops(g);
  free(rpo), free(num), free(retreat);
  return g;
}

void ir_cfg_free(IrCfg *g) {
  if (!g) return;
  for (uint32_t b = 0; b < g->nblocks; b++) free(g->blocks[b].succ), free(g->blocks[b].pred);
  for (uint32_t i = 0; i < g->nloops; i++) free(g->loops[i].blocks), free(g->loops[i].latches);
  free(g->blocks), free(g->block_of), free(g->loops);
  free(g);
}

void ir_cfg_dump(FILE *f, const IrCfg *g) {
  for (uint32_t b = 0; b < g->nblocks; b++) {
    const IrBlock *B = &g->blocks[b];
    fprintf(f, "  block %u: %u..%u <-", b, B->first, B->last);
    for (uint32_t k = 0; k < B->npred; k++) fprintf(f, " %u", B->pred[k]);
    fputs(" ->", f);
    for (uint32_t k = 0; k < B->nsucc; k++) fprintf(f, " %u", B->succ[k]);
    if (B->loop >= 0) fprintf(f, "  (loop %d)", B->loop);
    fputc('\n', f);
  }
  for (uint32_t i = 0; i < g->nloops; i++) {
    const IrLoop *L = &g->loops[i];
    fprintf(f, "  loop %u: header %u, depth %u, %u blocks, %u latches\n", i, L->header, L->depth, L->nblocks,
            L->nlatches);
  }
  if (g->irreducible) fprintf(f, "  irreducible control flow\n");
}
