/* smtlib: symx's queries as SMT-LIB 2 scripts (`symx run --log-queries FILE`).
 *
 * Each query is written as one self-contained block
 *
 *   ; query N: RESULT in T s
 *   (push 1)
 *   (declare-const |name#id[i]| (_ BitVec 8))   ; each input byte it reads
 *   (define-fun |eK| () ...)                     ; each node of its DAG, once
 *   (assert (= |eK| #b1))                        ; each constraint
 *   (check-sat)
 *   (pop 1)
 *
 * so that `z3 FILE` answers every query again, in order, with the RESULT
 * the comment records. Every value is a bit-vector of its width (width 1
 * included: comparisons become (ite ... #b1 #b0)); constant arrays and stores
 * use the theory of arrays from 64-bit indices to bytes, with constant arrays
 * ((as const ...), outside QF_ABV), so the logic is ALL. The semantics are
 * those of expr.h, which are SMT-LIB's. */
#ifndef SYMX_SMTLIB_H
#define SYMX_SMTLIB_H

#include <stdio.h>

#include "expr/expr.h"

/* Writes the header of a query log (logic, options). */
void smtlib_begin(FILE *f);

/* Writes the query cs[0] ∧ ... ∧ cs[n-1] (all width 1) as a block preceded
 * by the comment line `; COMMENT`. */
void smtlib_write_query(FILE *f, Expr *const *cs, size_t n, const char *comment);

#endif
