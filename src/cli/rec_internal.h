/* rec_internal: what the parts of symx bmc's recursion summaries share:
 * rec.c (the driver: recursive functions, the runs, Houdini rounds) and
 * rec_cands.c (candidate pre- and postconditions).
 *
 * A summary of a set C of mutually recursive functions (a strongly
 * connected component of the call graph) is, per function f of C, a
 * precondition pre_f over f's parameters and a postcondition post_f over
 * its parameters and result, each a conjunction of cheap candidates.
 * kind_internal.h's idea applied to the call depth instead of iterations:
 * see rec.c for the runs and why a summary that survives them holds. */
#ifndef SYMX_CLI_REC_INTERNAL_H
#define SYMX_CLI_REC_INTERNAL_H

#include "cli/bmc_internal.h"

/* REC_MAX_PARAMS: a function's parameters (at most REC_MAX_ARGS), then,
 * when it touches the global cell (Rec.cell), the cell's value at its entry
 * (g) and at its return (g'), as two more parameters. */
enum { REC_MAX_ARGS = 4, REC_MAX_PARAMS = REC_MAX_ARGS + 2, REC_MAX_CONSTS = 16, REC_MAX_CANDS = 4096, REC_TABLE = 64 };

typedef enum { RT_CONST, RT_PARAM, RT_RESULT, RT_LIN, RT_MUL, RT_BIT } RecTermKind;

/* A term of width Cand.w: c; parameter i (sign-extended or truncated to w);
 * the result; sum of a[k] * parameter k plus c; parameter i * parameter j;
 * parameter i's lowest bit (xor c). */
typedef struct RecTerm {
  uint8_t kind;
  uint8_t i, j;
  int8_t a[REC_MAX_PARAMS];
  uint64_t c;
} RecTerm;

typedef enum { RO_SLE, RO_SGE, RO_SLT, RO_SGT, RO_ULE, RO_UGE, RO_EQ, RO_NONE } RecOp;

/* guard -> lhs op rhs, at width w (wide: lhs and rhs sign-extended to w + 1
 * first, so that a sum of two parameters does not wrap); guard: parameter gp
 * gop gc (RO_NONE: none). */
typedef struct RecCand {
  uint32_t fn;          /* index in Rec.fns */
  bool pre;             /* a precondition (over the parameters) or a postcondition */
  bool wide;
  uint8_t op, gop, gp;
  uint16_t w;
  uint64_t gc;
  RecTerm lhs, rhs;
  bool alive;
} RecCand;

/* A function of the component under proof, or of one proved before. */
typedef struct RecFn {
  const IrFunction *f;
  uint16_t rw;                   /* its result's width (0: void) */
  uint16_t pw[REC_MAX_PARAMS];   /* its parameters' widths */
  bool proved;                   /* its summary holds (a component done before) */
  bool cell;                     /* it (or a function it calls) reads or writes the global cell */
  uint64_t consts[REC_MAX_CONSTS]; /* constants of its code and its callers' (sign-extended) */
  uint32_t nconsts, nown;        /* of them, the first nown are its own */
} RecFn;

/* A step run (fns[root]'s body from any parameters), main's run, or a
 * sample run (each function of the component run on small concrete
 * parameters, really recursing: its results drop the postconditions they
 * refute, cheaply, before the step runs), or a tabulation run (fns[root]'s
 * body on one concrete parameter, its calls of the component answered by
 * table entries: what it returns is the next entry's value). */
typedef enum { RUN_STEP, RUN_MAIN, RUN_SAMPLE, RUN_TABLE } RecRunKind;

/* The one global scalar that summarised functions may read and write (a
 * load or store of `w` bits at the constant address `addr`): its value is
 * one more parameter and one more result of theirs. */
typedef struct RecCell {
  bool set, used;       /* (used: by the component being checked) */
  uint64_t addr;
  uint16_t w;
} RecCell;

typedef struct Rec {
  Bmc b;                /* first: bmc_jump and bmc_call take the Rec as their Bmc */
  TestSink sink;
  const IrModule *mod;
  int32_t *fn_of;       /* per module function: its index in fns, or -1 */
  VEC(RecFn) fns;
  VEC(RecCand) cands;
  RecRunKind kind;
  uint32_t root;        /* RUN_STEP: the index in fns of the function whose body runs */
  bool changed;         /* a candidate was dropped in this run */
  const char *spoiled;  /* why this run proves nothing, or NULL */
  uint64_t errors;      /* paths that ended in an error (unsupported included) */
  const char *why;      /* why the first component that failed has no summary, or NULL */
  RecCell cell;         /* of the components proved so far */
  uint8_t *recursive;   /* per module function: 1 if it can call itself */
  bool guide;           /* main's runs only guide Houdini (while a component is proved) */
  Expr *cell_in;        /* step, sample and tabulation runs: the cell's value at the root's entry */
  int64_t tab_lo, tab_hi; /* RUN_TABLE: the window */
  uint64_t tab_k;       /* ... the parameter of the run under way */
  bool tab_got, tab_bad; /* ... a value returned; a path that returned another or none known */
  uint64_t tab_val;     /* ... the value */
  uint64_t tab_gval;    /* ... and the cell's value at the return (from 0 at the entry) */
} Rec;

/* rec_cands.c */
/* Candidates for fns[fi]. */
void rec_make_candidates(Rec *r, uint32_t fi);
/* The conjunction of fns[fi]'s alive pre- (pre) or postconditions with
 * parameters P (their widths fns[fi].pw) and result R (NULL: none). New
 * reference. */
Expr *rec_cands_expr(const Rec *r, ExprTable *t, uint32_t fi, bool pre, Expr *const *P, Expr *R);
/* Checks them in s (Houdini: those that do not hold are dropped). */
void rec_check_cands(Rec *r, Executor *ex, State *s, uint32_t fi, bool pre, Expr *const *P, Expr *R);
/* The number of parameters of fns[fi], the cell's value at its entry included. */
static inline uint32_t rec_nin(const RecFn *fn) { return fn->f->nparams + (fn->cell ? 1 : 0); }
/* The window of a table of fns[fi] (keyed by its first parameter): up to
 * REC_TABLE values of its parameter from the bound its preconditions give
 * it (the upper one if any), inward, from two below the lower one (main's
 * calls may meet a stronger bound than the recursion's); false: none. */
bool rec_pre_window(const Rec *r, uint32_t fi, int64_t *lo, int64_t *hi);
/* The table entry p0 == k -> result == *v of fns[fi] (cell: p0 == k -> g' ==
 * g + *v), if alive. */
bool rec_table_lookup(const Rec *r, uint32_t fi, bool cell, uint64_t k, uint64_t *v);
/* Adds the candidate p0 == k -> result == v (cell: p0 == k -> g' == g + v,
 * and p0 == k -> g <=s max - v, or >=s min - v, so that it does not
 * overflow); none if an entry for k is alive. */
void rec_add_table_entry(Rec *r, uint32_t fi, bool cell, uint64_t k, uint64_t v);
/* fns[fi]'s alive candidates as JSON: {"function": ..., "pre": [...], "post": [...]}. */
void rec_cands_json(FILE *f, const Rec *r, uint32_t fi);

#endif
