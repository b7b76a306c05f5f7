/* contract_internal: what contract.c (chunks, produce and consume,
 * predicates, loop invariants) and contract_pure.c (snapshots and pure
 * functions) share: the per-state chunk heap and its helpers. */
#ifndef SYMX_ENGINE_CONTRACT_INTERNAL_H
#define SYMX_ENGINE_CONTRACT_INTERNAL_H

#include "engine/contract.h"
#include "engine/exec_internal.h"
#include "engine/trace.h"

typedef struct Chunk {
  uint32_t obj;        /* object id */
  Expr *lo, *hi;       /* byte offsets in it, 64-bit */
  bool pending;        /* consumed by the assertion being consumed */
} Chunk;
typedef VEC(Chunk) Chunks;

/* A malloc_block chunk (symx_malloc_block(p), VeriFast's malloc_block):
 * permission to free the block of `size` bytes that object obj starts with.
 * malloc produces one with the block's field chunk; free consumes both. */
typedef struct Block {
  uint32_t obj;
  uint64_t size;
  bool pending;        /* consumed by the assertion being consumed */
} Block;
typedef VEC(Block) Blocks;

/* A predicate chunk P(args) (seed 001's t.q[snapshot](args)). Its contents:
 * a chunk made by symx_fold covers memory whose contents nobody may change
 * while it is folded (no permission grants it), so unfold gives its
 * permissions back over that memory unchanged; a chunk a contract produced
 * (F's precondition, a callee's postcondition) has unknown contents:
 * `fresh`, and unfold gives its permissions fresh contents (it is then
 * revealed: contract_pure.c). Its snapshot `snap` is a 64-bit term that
 * stands for its contents (the bytes under it and the snapshots of the
 * chunks folded inside it): pure functions are functions of it. */
enum { PRED_MAX_ARGS = 8 };
typedef struct PredChunk {
  uint32_t fn, nargs;
  Expr *args[PRED_MAX_ARGS]; /* 64-bit */
  Expr *snap;          /* its snapshot (64-bit) */
  bool fresh;
  bool pending;        /* consumed by the assertion being consumed */
  bool from_unfold;    /* produced by an unfold (pure functions' recursion goes down through these) */
  const char *name;    /* P's (borrowed from the module) */
} PredChunk;
typedef VEC(PredChunk) Preds;

/* A loop whose invariant F has established: the iteration runs from the
 * havocked state with only the invariant's permissions; the rest (the
 * frame) comes back when the path leaves the loop. */
typedef struct LoopRec {
  uint32_t site;       /* pc of its __symx_invariant_begin call */
  uint32_t loop;       /* its loop in fn->cfg */
  bool check;          /* came back by the back edge: consume the invariant, end the path */
  Chunks frame;
  Preds pframe;
} LoopRec;

enum { CF_CONTRACT, CF_BODY, CF_PURE };                 /* CFrame.kind */
enum { INV_NONE, INV_ENTRY, INV_PRODUCE, INV_BACK };    /* CFrame.inv */
enum { STMT_NONE, STMT_FOLD, STMT_UNFOLD };             /* CFrame.stmt */

/* A frame running a contract (F, or a callee with a contract), a
 * predicate's body run by symx_fold (consumed) or symx_unfold (produced),
 * or a call of a pure function with a contract (CF_PURE, contract_pure.c). */
typedef struct CFrame {
  uint32_t depth;      /* its index in State.frames */
  uint32_t fn;         /* its function */
  uint8_t kind;        /* CF_* */
  bool produce;        /* CF_BODY: unfold (its body produced) or fold (consumed) */
  bool fresh;          /* CF_BODY, unfold: its permissions get fresh contents */
  bool eval;           /* CF_PURE: its body runs (one level), else its result is its function's term */
  bool in_body;        /* CF_PURE, eval: its contract is done, its body runs */
  Expr *snap;          /* CF_BODY, unfold: the chunk's snapshot */
  size_t mark_chunks, mark_preds; /* CF_BODY, unfold: the heap's chunks and predicates before its body */
  Chunks saved_chunks; /* CF_PURE, eval: the heap's chunks and predicates at the call, given back at its return */
  Preds saved_preds;
  uint8_t inv;         /* F: the loop invariant being consumed or produced (INV_*) */
  uint8_t stmt;        /* F: the next predicate call is symx_fold's or symx_unfold's */
  uint8_t entering;    /* F: the body frame being pushed: STMT_FOLD, STMT_UNFOLD (+2: fresh) */
  bool inv_havoc;      /* F: the loop writes memory: its invariant's permissions get fresh contents */
  uint32_t inv_site;
  uint32_t stmt_pc;    /* F: the predicate call of symx_fold or symx_unfold (`stmt`) */
  uint32_t nreq, nens; /* contract statements done (ensures: in this phase) */
  bool post;           /* F: its postcondition is being consumed; a callee: produced */
  bool has_old;
  Val ret;             /* F: the value it returns; a callee: its fresh result */
  AddrSpace old_mem;   /* the heap at entry (symx_old) */
  Chunks old_chunks;
  Preds old_preds;
  VEC(LoopRec) loops;  /* F: loops entered with their invariant */
} CFrame;

/* What a snapshot stands for (seed 001: a snapshot determines the values
 * under its chunk): the byte ranges an unfold of its chunk gives, with
 * their contents, and the chunks folded inside it (with their snapshots).
 * Recorded when a chunk is folded or first unfolded on a path; a later
 * unfold of a chunk with that snapshot gives the same (contract_pure.c). */
typedef struct RevealRange {
  uint32_t obj;
  uint64_t lo, hi;
  Expr *bytes;         /* the contents, (hi - lo) bytes, or NULL when too large to compare */
} RevealRange;
typedef VEC(RevealRange) RevealRanges;
typedef struct Reveal {
  Expr *snap;
  uint32_t fn, nargs;
  Expr *args[PRED_MAX_ARGS];
  RevealRanges ranges;
  Preds nested;
} Reveal;

/* A pure function's term G(args, dependencies) (an uninterpreted function,
 * Ackermann's reduction: one result per distinct dependency list). */
enum { PURE_MAX_DEPS = 24 };
typedef struct PureApp {
  uint32_t fn, ndeps;
  Expr *deps[PURE_MAX_DEPS];
  Expr *result;
} PureApp;

typedef struct ChunkHeap {
  MemData md;
  Chunks chunks;
  Preds preds;
  Blocks blocks;
  VEC(Expr *) roots;   /* pointer arguments and results not bound to an object yet */
  VEC(Expr *) bound;   /* roots bound already */
  VEC(CFrame) frames;
  VEC(Reveal) reveals; /* what lies under each snapshot known on this path (contract_pure.c) */
  VEC(PureApp) apps;   /* pure functions' terms made on this path */
  bool in_old;         /* between symx_old's begin and end: mem and chunks are swapped */
  CexInfo cex;         /* for a native driver of a failing path (cex.h) */
  TraceStep *trace;    /* --explain: the path's last step (trace.h) */
} ChunkHeap;

/* contract.c's helpers used by contract_pure.c */
ChunkHeap *heap_mut(State *s);
CFrame *cframe(State *s);
void cframe_pop(State *s);
Expr *c64(State *s, uint64_t v);
Expr *val64(State *s, const Val *v, unsigned w);
Expr *fresh(State *s, const char *name, unsigned bytes);
uint32_t sites(const Executor *ex, const IrFunction *fn, IrBuiltin b, uint32_t *out, uint32_t cap);
bool assume_or_check(Executor *ex, State *s, Expr *cond, bool produce, const char *what);
int call_args(State *s, const Frame *f, const IrInst *in, Expr **out);
void summary_return(State *s, CFrame *f);
void chunks_copy(Chunks *dst, const Chunks *src);
void chunks_free_all(Chunks *c);
void preds_copy(Preds *dst, const Preds *src);
void preds_free_all(Preds *p);

/* contract_pure.c */
/* A new predicate chunk's snapshot: a folded chunk's is the snapshot its
 * contents had (a fold of what an unfold gave, unchanged), else a fresh
 * one recorded with them; NULL: a fresh chunk's (new reference). */
Expr *pure_fold_snapshot(Executor *ex, State *s, uint32_t fn, Expr **args, uint32_t n);
/* The body of an unfolded chunk has been produced: a fresh chunk's
 * contents are recorded under its snapshot. */
void pure_unfolded(State *s, const CFrame *body);
/* Unfolding a fresh chunk whose snapshot is known (revealed before on
 * this path, e.g. in symx_old's heap): [lo, hi) of obj gets the contents
 * recorded (true), not fresh ones. */
bool pure_known_contents(State *s, const CFrame *body, uint32_t obj, uint64_t lo, uint64_t hi);
/* Whether a predicate chunk held (or kept aside by a loop) has known
 * contents covering part of [lo, hi) of obj: a permission produced there
 * would be held twice (separation: the path is infeasible). */
bool pure_owned(State *s, uint32_t obj, uint64_t lo, uint64_t hi);
/* The chunk an unfold produces inside a chunk whose snapshot is known:
 * the one folded inside it (true, *out set with new references). */
bool pure_nested(State *s, const CFrame *body, uint32_t fn, Expr **args, uint32_t n, PredChunk *out);
/* A pure function's frame was pushed (CF_PURE): whether its body is run. */
void pure_entered(Executor *ex, State *s, CFrame *f);
/* Its precondition is consumed (kept): its term as its result; false when s ended. */
bool pure_pre_done(Executor *ex, State *s, CFrame *f);
/* Its body returns: its value is the term's; the heap as at the call. */
bool pure_ret(Executor *ex, State *s, const IrInst *in);
/* Whether a frame of s below the top runs a pure function. */
bool pure_below(const State *s);
void reveals_free(ChunkHeap *h);
void reveals_copy(ChunkHeap *dst, const ChunkHeap *src);

#endif
