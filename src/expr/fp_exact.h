/* fp_exact: exact rewrites of floating-point expressions whose value is
 * always a small integer (fp_exact.c), applied by expr_fp_unary and
 * expr_fp_binary before they make a node. */
#ifndef SYMX_FP_EXACT_H
#define SYMX_FP_EXACT_H

#include "expr/expr.h"

/* FRINT, FPTOSI or FPTOUI (k, to `width`) of a: an equivalent expression
 * without IEEE arithmetic, or NULL. A new reference. */
Expr *fp_exact_unary(ExprKind k, Expr *a, unsigned width);
/* FMUL, FDIV or a comparison (k) of a and b: the same, or NULL. */
Expr *fp_exact_binary(ExprKind k, Expr *a, Expr *b);
/* a == b as bits, one a constant and the other an FP value (a pinned
 * double, say, against the value it was pinned to): the same, or NULL. */
Expr *fp_exact_bits_eq(Expr *a, Expr *b);
/* The sign bit of the FP value e (its top bit, 1 bit wide): the same, or NULL. */
Expr *fp_exact_sign(Expr *e);

#endif
