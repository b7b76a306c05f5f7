/* expr: symbolic expressions as a hash-consed, reference-counted DAG.
 *
 * Invariants:
 *  - Every Expr is unique: two structurally equal expressions are the same
 *    pointer (hash-consing), so pointer equality is structural equality.
 *  - Every constructor below is *simplifying* (constant folding, canonical
 *    operand order, identities); the raw node maker is private to expr.c.
 *  - Values are bit-vectors of width 1..128; width 1 doubles as boolean.
 *    Array-valued expressions (ARR_BASE, ARR_STORE) have width 0: arrays map a
 *    64-bit index to an 8-bit value.
 *  - Reference counting: constructors BORROW their Expr arguments and RETURN A
 *    NEW REFERENCE that the caller owns and must release with expr_dec().
 *    expr_inc() adds a reference. Releasing the last reference frees the node
 *    (with an explicit stack, never deep recursion).
 *  - Every node belongs to one ExprTable (the hash-consing table, its arrays
 *    and its scratch), recorded in the node. Constructors with operands build
 *    in their operands' table, which must be the same for all of them; leaf
 *    constructors are given the table. Tables are independent: a process may
 *    hold several (one per engine).
 */
#ifndef SYMX_EXPR_H
#define SYMX_EXPR_H

#include <stdio.h>
#include "base/util.h"

/* X(name, arity, commutative) */
#define EXPR_KINDS(X)                                                           \
  X(CONST, 0, 0)     /* value: u128 (low `width` bits significant)      */      \
  X(VAR, 0, 0)       /* byte `index` of input array `arr`; width 8      */      \
  X(ADD, 2, 1)                                                                  \
  X(SUB, 2, 0)                                                                  \
  X(MUL, 2, 1)                                                                  \
  X(UDIV, 2, 0)      /* x/0 is defined as all-ones (SMT-LIB)             */      \
  X(SDIV, 2, 0)                                                                 \
  X(UREM, 2, 0)      /* x%0 == x (SMT-LIB)                              */      \
  X(SREM, 2, 0)                                                                 \
  X(AND, 2, 1)                                                                  \
  X(OR, 2, 1)                                                                   \
  X(XOR, 2, 1)                                                                  \
  X(SHL, 2, 0)       /* shift by >= width gives 0 (SMT-LIB)              */      \
  X(LSHR, 2, 0)                                                                 \
  X(ASHR, 2, 0)                                                                 \
  X(NOT, 1, 0)       /* bitwise complement; boolean not at width 1      */      \
  X(EQ, 2, 1)        /* comparisons have width 1                        */      \
  X(ULT, 2, 0)                                                                  \
  X(ULE, 2, 0)                                                                  \
  X(SLT, 2, 0)                                                                  \
  X(SLE, 2, 0)                                                                  \
  X(ZEXT, 1, 0)      /* to `width`                                      */      \
  X(SEXT, 1, 0)                                                                 \
  X(EXTRACT, 1, 0)   /* bits [lo, lo+width) of kid 0                    */      \
  X(CONCAT, 2, 0)    /* kid0 = high part, kid1 = low part               */      \
  X(ITE, 3, 0)       /* kid0 (width 1) ? kid1 : kid2                    */      \
  X(ARR_BASE, 0, 0)  /* constant byte array: `size` bytes, 0 beyond     */      \
  X(ARR_STORE, 3, 0) /* kid0 array, kid1 index (64-bit), kid2 value (8) */      \
  X(SELECT, 2, 0)    /* kid0 array, kid1 index (64-bit) -> width 8      */  \
  /* Floating point on bit patterns (width 32: float, 64: double, 80: x86   \
   * long double), IEEE 754 round to nearest even, NaNs as x86 SSE gives   \
   * them (expr/fp.h; at width 80 as the x87 does: expr/fp80.h) */          \
  X(FADD, 2, 0)      /* not commutative: the first NaN operand wins      */  \
  X(FSUB, 2, 0)                                                             \
  X(FMUL, 2, 0)                                                             \
  X(FDIV, 2, 0)                                                             \
  X(FSQRT, 1, 0)                                                            \
  X(FOEQ, 2, 0)      /* ordered comparisons (false on a NaN); width 1    */  \
  X(FOLT, 2, 0)                                                             \
  X(FOLE, 2, 0)                                                             \
  X(FUNO, 2, 0)      /* either operand is a NaN                          */  \
  X(FPTOSI, 1, 0)    /* to a `width`-bit integer, toward zero; out of    */  \
  X(FPTOUI, 1, 0)    /*   range or NaN: the sign bit alone               */  \
  X(SITOFP, 1, 0)    /* integer (1..64 bits) to FP of `width`           */  \
  X(UITOFP, 1, 0)                                                           \
  X(FPEXT, 1, 0)     /* to a wider FP format                             */  \
  X(FPTRUNC, 1, 0)   /* to a narrower FP format                          */  \
  X(FRINT, 1, 0)     /* round to an integral value; aux: FpRound (fp.h)  */  \
  X(FFMA, 3, 0)      /* kid0 * kid1 + kid2, one rounding (fp.h: NaNs)     */

typedef enum ExprKind {
#define X(name, arity, comm) EXPR_##name,
  EXPR_KINDS(X)
#undef X
  EXPR_NUM_KINDS
} ExprKind;

typedef struct ExprTable ExprTable;

/* An input: a named array of symbolic bytes, created by the program under test
 * (klee_make_symbolic, __VERIFIER_nondet_int, ...). Arrays live as long as
 * their table; `id` numbers them in creation order in the table (unique). */
typedef struct Array {
  ExprTable *tab;   /* the table that owns it (and its VAR nodes) */
  uint32_t id;
  uint32_t size;
  char *name;
  uint32_t line;  /* source line that created the input (0 if unknown) */
} Array;

typedef struct Expr Expr;
struct Expr {
  uint8_t kind;     /* ExprKind */
  uint8_t nkids;
  uint16_t width;   /* bits; 0 for arrays */
  uint32_t refs;
  uint32_t id;      /* unique per live node, increasing with creation */
  uint32_t aux;     /* EXTRACT: lo bit; VAR: byte index; ARR_BASE: size */
  uint64_t hash;
  uint64_t lo, hi;  /* unsigned bounds of the value (widths <= 64; else 0..max) */
  Expr *kid[3];
  union {
    u128 value;           /* CONST */
    Array *arr;           /* VAR */
    const uint8_t *bytes; /* ARR_BASE: `aux` bytes, owned by the node */
  } u;
  void *cache;            /* private to the solver (variable sets, Z3 handles) */
  ExprTable *tab;         /* the table holding the node (fits in the padding) */
};

/* A new, empty table. */
ExprTable *expr_table_new(void);
/* Frees t's arrays and scratch; dies (in debug builds) if an expression of t
 * is still live. NULL is allowed. */
void expr_table_free(ExprTable *t);

/* Creates an input array in t (the name is copied); freed with t. */
Array *array_new(ExprTable *t, const char *name, uint32_t size);

/* Reference counting. expr_inc/expr_dec accept NULL. */
static inline Expr *expr_inc(Expr *e) {
  if (e) e->refs++;
  return e;
}
void expr_dec(Expr *e);

/* Constructors: borrow arguments, return a new reference. */
Expr *expr_const(ExprTable *t, unsigned width, u128 value);
Expr *expr_bool(ExprTable *t, bool b);        /* width-1 constant */
Expr *expr_var(Array *arr, uint32_t index);   /* width 8, in arr's table */
/* kind is any binary arithmetic, bitwise or comparison kind (ADD..ASHR, EQ..SLE);
 * operands must have equal widths. */
Expr *expr_binary(ExprKind kind, Expr *a, Expr *b);
Expr *expr_not(Expr *a);
Expr *expr_zext(Expr *a, unsigned width);     /* width >= a->width */
Expr *expr_sext(Expr *a, unsigned width);     /* width >= a->width */
Expr *expr_extract(Expr *a, unsigned lo, unsigned width);
Expr *expr_concat(Expr *hi, Expr *lo);
Expr *expr_ite(Expr *c, Expr *t, Expr *f);
/* Zero-extends or truncates to `width`. */
Expr *expr_resize(Expr *a, unsigned width);
Expr *expr_arr_base(ExprTable *t, const uint8_t *bytes, uint32_t size);   /* bytes copied */
Expr *expr_arr_store(Expr *arr, Expr *index, Expr *value);
Expr *expr_select(Expr *arr, Expr *index);    /* reads over writes at known indices folded */
/* Floating point (kinds FADD..FFMA). expr_fp_binary: FADD..FDIV and the
 * comparisons FOEQ..FUNO, operands of width 32, 64 or 80. expr_fp_unary: FSQRT,
 * FRINT (aux: FpRound) and the conversions, whose result has `width`
 * bits (FP kinds: 32, 64 or 80; FPTOSI/FPTOUI: 1..64). Constants fold (fp.h). */
Expr *expr_fp_binary(ExprKind kind, Expr *a, Expr *b);
Expr *expr_fp_unary(ExprKind kind, Expr *a, unsigned width, uint32_t aux);
/* FFMA: a * b + c with one rounding (C's fma), operands of width 32 or 64. */
Expr *expr_fp_fma(Expr *a, Expr *b, Expr *c);
/* FCMP of a and b under LLVM's predicate `pred` (0..15: the set of outcomes
 * it accepts, bits 0 equal, 1 greater, 2 less, 3 unordered), width 1. */
Expr *expr_fcmp(unsigned pred, Expr *a, Expr *b);
/* Whether FPTOSI/FPTOUI (k) of x to a w-bit integer is defined: x rounded
 * toward zero in the integer's range (fp.h's fp_to_int_fits), width 1. */
Expr *expr_fp_to_int_fits(ExprKind k, unsigned w, Expr *x);

/* An index as c + s * x: x a subexpression of e (e itself, c 0, s 1, when
 * e is no such sum or product), c + s * x computed without wrapping for
 * every value of x within its bounds (zero- and sign-extensions of numbers
 * whose sign bit is never set, sums with a constant, products with a
 * constant and shifts by one). A read of a table at 20 + 24 * zext(v) only
 * reaches one byte in 24 of it: the ranges of selects and the solver's
 * multiplexers look at those. */
typedef struct Affine {
  uint64_t c, s;
  const Expr *x;
} Affine;
Affine expr_affine(const Expr *e);

/* e with every expression of from[0..n) replaced by the one of to[0..n) at
 * the same index (same widths), rebuilt by the constructors above (so it
 * folds): a new reference, or NULL when e is too deep to rebuild (subst.c). */
Expr *expr_subst(Expr *e, Expr *const *from, Expr *const *to, size_t n);

/* Convenience wrappers over expr_binary / expr_not. */
static inline Expr *expr_eq(Expr *a, Expr *b) { return expr_binary(EXPR_EQ, a, b); }
Expr *expr_ne(Expr *a, Expr *b);
Expr *expr_and(Expr *a, Expr *b);   /* width-1 conjunction (or bitwise and) */
Expr *expr_or(Expr *a, Expr *b);

static inline bool expr_is_const(const Expr *e) { return e->kind == EXPR_CONST; }
/* The constant's value; e must be CONST. */
static inline u128 expr_value(const Expr *e) { return e->u.value; }
static inline bool expr_is_true(const Expr *e) { return e->kind == EXPR_CONST && e->u.value == 1 && e->width == 1; }
static inline bool expr_is_false(const Expr *e) { return e->kind == EXPR_CONST && e->u.value == 0 && e->width == 1; }

/* Expr.cache belongs to the solver, which registers here, per table, the
 * function that releases it: expr.c calls it on a node whose cache is
 * non-NULL just before freeing the node. The function must not create or
 * release expressions. */
void expr_set_cache_hook(ExprTable *t, void (*free_cache)(Expr *e));

/* Number of live expression nodes of t (for tests and statistics). */
size_t expr_live_count(const ExprTable *t);

/* Prints an expression in a readable prefix form, e.g. (add w32 x@0 5). */
void expr_print(FILE *f, const Expr *e);
/* e in C syntax (expr_c.c): inputs by name, an object's contents (input "*p") as
 * *(uintN_t *)((char *)p + k); a long expression cut with "...". */
void expr_print_c(FILE *f, const Expr *e);

/* ---- Models: assignments to input bytes ------------------------------------
 * A Model gives every byte of every Array a value; unassigned bytes are 0. */
typedef struct Model Model;
Model *model_new(void);
Model *model_copy(const Model *m);
void model_free(Model *m);
uint8_t model_get(const Model *m, const Array *arr, uint32_t index);
void model_set(Model *m, const Array *arr, uint32_t index, uint8_t value);
/* Evaluates a bit-vector expression (width >= 1) under m (the scratch is
 * e's table's). */
u128 expr_eval(const Expr *e, const Model *m);

#endif
