/* fp: IEEE 754 binary32/binary64 arithmetic on bit patterns, as x86-64's SSE
 * computes it (round to nearest even, no flush to zero), and x86's 80-bit
 * long double (width 80) as its x87 computes it (fp80.h, whose NaN rules
 * differ from those below). The one concrete
 * semantics of the FP expression kinds: constant folding, expr_eval and the
 * interpreter's concrete path all call fp_apply.
 *
 * NaNs as SSE gives them: an operation with a NaN operand returns the first
 * NaN operand (in operand order) quieted; an invalid operation (inf - inf,
 * 0 * inf, 0 / 0, sqrt of a negative number) returns the default NaN, the
 * negative quiet NaN 0xFFF8000000000000 / 0xFFC00000. */
#ifndef SYMX_FP_H
#define SYMX_FP_H

#include "expr/expr.h"

/* Rounding directions of EXPR_FRINT (its `aux`). */
typedef enum FpRound {
  FP_RNE,   /* to nearest, ties to even: rint, nearbyint */
  FP_RNA,   /* to nearest, ties away from zero: round */
  FP_RTP,   /* toward +inf: ceil */
  FP_RTN,   /* toward -inf: floor */
  FP_RTZ,   /* toward zero: trunc */
  FP_NUM_ROUNDS
} FpRound;

/* Whether kind k is one of the floating-point kinds (FADD..FFMA). */
bool fp_is_kind(ExprKind k);

/* The value of FP kind k on operand bit patterns x (and y), where `width` is
 * the result's width, `kw` the first operand's width and `aux` the node's aux
 * (the rounding of FRINT). Conversions to integers out of range (or of a NaN)
 * give the sign bit alone (x86's "integer indefinite"); that case is
 * undefined behaviour in C and the engine reports it before using the value. */
u128 fp_apply(ExprKind k, unsigned width, unsigned kw, uint32_t aux, u128 x, u128 y);

/* FFMA: x * y + z (width w) rounded once, as glibc's fma/fmaf give it on
 * x86 (the FMA instructions, chosen by glibc on CPUs that have them): a NaN
 * operand wins in the order y, x, z (no priority of signalling NaNs),
 * quieted; otherwise an invalid product or sum (0 * inf, inf - inf) gives
 * the default NaN. The non-NaN results are the host's fma. */
uint64_t fp_fma(unsigned w, uint64_t x, uint64_t y, uint64_t z);

/* Whether FPTOSI/FPTOUI (k) of x (width kw) to a w-bit integer is defined:
 * x rounded toward zero lies in [-2^(w-1), 2^(w-1)) or [0, 2^w), which is
 * what UBSan's float-cast-overflow checks. */
bool fp_to_int_fits(ExprKind k, unsigned w, unsigned kw, u128 x);
/* The bit pattern of d rounded to the format of width w (32, 64 or 80). */
u128 fp_from_double(unsigned w, double d);

/* Bit patterns of the default NaN, and of NaN x quieted. fp_is_nan: x is a
 * NaN (at width 80: compares unordered, fp80.h's invalid encodings too). */
u128 fp_default_nan(unsigned width);
u128 fp_quiet(unsigned width, u128 x);
bool fp_is_nan(unsigned width, u128 x);

#endif
