/* kind_internal: what the parts of symx bmc --k-induction share: kind.c
 * (the driver: base cases, Houdini, step cases), kind_loops.c (what a
 * state does at the loops of main in a run: havocs, phases, drops) and
 * kind_cands.c (candidate invariants).
 *
 * The loops under proof (S) are the loops of main, nested or not, whose
 * unwinding assertions failed in the base case. A run keeps, in
 * frames[0].loop_iters of main (KIND_SLOTS of them), per loop l of main:
 *  [l]               the iterations begun since l was entered, or since
 *                    its havoc;
 *  [nloops + l]      0, or 1 + the index in Kind.entries of l's havoc
 *                    while l runs from it (until it exits);
 *  [2 * nloops]      the step case's phase (KindPhase). */
#ifndef SYMX_CLI_KIND_INTERNAL_H
#define SYMX_CLI_KIND_INTERNAL_H

#include "cli/bmc_internal.h"
#include "ir/loopfx.h"

enum { KIND_MAX_CANDS = 256, KIND_MAX_OBJECT = 1 << 16 };

/* The time limit of one solver query in a Houdini round (seconds). */
#define KIND_HOUDINI_QUERY_S 0.5

#define KIND_SLOTS(g) (2 * (g)->nloops + 1)

/* Where a state of a step case is (for the target loop L):
 *  BEFORE   until L is entered: the loops of S it meets are summarised
 *           (havocked, invariants assumed, back edges dropped), errors
 *           are assumed away;
 *  ASSUMED  L's iterations 1..k from its havoc: the same, L's exits dropped;
 *  CHECKED  L's iteration k + 1: errors fail the step case, loops met
 *           are unwound (a loop of S beginning iteration k + 1 is dropped:
 *           its own step case covers it);
 *  AFTER    after L exited from iteration k + 1: the same. */
typedef enum { PH_BEFORE, PH_ASSUMED, PH_CHECKED, PH_AFTER } KindPhase;

typedef enum { T_REG, T_ENTRY, T_CONST } TermKind;
typedef enum { C_SLE, C_ULE, C_EQ, C_DIFF, C_PARITY, C_LIN } CandOp;

typedef struct Term {
  uint8_t kind;         /* TermKind */
  uint32_t idx;         /* T_REG: a register; T_ENTRY: an index into the loop's fx.carried */
  uint64_t c;           /* T_CONST */
} Term;

/* For loop loops[li]: lhs OP rhs; C_DIFF: lhs - rhs == entry(lhs) -
 * entry(rhs) (both T_REG of carried registers); C_PARITY: lhs's lowest bit
 * is its entry value's (rhs unused); C_LIN: a linear relation of the
 * changes since the entry, a * (lhs - entry(lhs)) + b * (rhs - entry(rhs))
 * + cz * (z - entry(z)) == 0 (w-bit arithmetic; lhs, rhs and, unless cz is
 * 0, the register z: carried registers). */
typedef struct Cand {
  uint8_t op;
  uint16_t w;
  uint32_t li;
  Term lhs, rhs;
  bool alive;
  int8_t a, b, cz;      /* C_LIN's coefficients */
  uint32_t z;           /* C_LIN's third register */
} Cand;

/* One loop of S. */
typedef struct KindLoop {
  uint32_t loop;
  LoopFx fx;
} KindLoop;

/* One havoc of a loop: its variables at the entry, the objects havocked. */
typedef struct EntryRec {
  uint32_t li;
  Expr **vals;          /* per the loop's fx.carried */
  VEC(uint32_t) objs;   /* object slots */
} EntryRec;

typedef enum { MODE_HOUDINI, MODE_STEP } KindMode;

typedef struct Kind {
  Bmc b;                /* first: bmc_jump and bmc_call take the Kind as their Bmc */
  TestSink sink;        /* the runs' only sink */
  const IrModule *mod;
  const IrFunction *main;
  const IrCfg *g;
  VEC(KindLoop) loops;  /* S */
  int32_t *index;       /* per loop of main: its index in loops, or -1 */
  VEC(Cand) cands;
  KindMode mode;
  uint32_t target;      /* step case: the index in loops of L */
  uint32_t k;
  bool changed;         /* Houdini: a candidate was dropped in this run */
  const char *spoiled;  /* why this run proves nothing, or NULL */
  int32_t missing;      /* a loop of main not in S that reached its bound, or -1 */
  uint64_t fails;       /* step case: errors where it checks */
  VEC(EntryRec) entries;
} Kind;

/* kind_loops.c */
void kind_spoil(Kind *k, const char *why);
HookAction kind_jump(void *ctx, Executor *ex, State *s, uint32_t from);
bool kind_mergeable(const Bmc *b, const State *waiting, const State *s);
void kind_path(TestSink *ks, const State *s, const Outcome *oc, uint32_t test);
extern const MemoryOps kind_memory;
void kind_free_entries(Kind *k);

/* kind_cands.c */
void kind_make_candidates(Kind *k, uint32_t li);
/* The conjunction of loops[li]'s alive candidates in s (frame 0), with
 * the entry values `entry`; at_entry: at the entry itself (the registers
 * are their entry values). New reference. */
Expr *kind_cands_expr(const Kind *k, State *s, uint32_t li, Expr **entry, bool at_entry);
/* Does each alive candidate of loops[li] hold in s? Houdini drops those
 * that do not; in a step case one that does not spoils the run. */
void kind_check_cands(Kind *k, Executor *ex, State *s, uint32_t li, Expr **entry, bool at_entry);
/* loops[li]'s alive candidates as a JSON array of strings over registers. */
void kind_cands_json(FILE *f, const Kind *k, uint32_t li);

/* kind_witness.c */
/* loops[li]'s alive candidates that C can say, as one C expression over
 * the program's variables at the loop's head (malloc()ed), or NULL (none,
 * or no while or for loop head to put it at). */
char *kind_c_invariant(const Kind *k, uint32_t li);
/* Where loop `loop` of main is in the source (its back edge's place: the
 * `while` or `for` keyword of a while or for loop); false when it is no
 * while or for loop whose head is there (a do-while, a goto loop). */
bool kind_loop_head(const Kind *k, uint32_t loop, uint32_t *line, uint32_t *col);

#endif
