/* fp80: x86's 80-bit extended format (C's long double on x86-64 and i386,
 * LLVM's x86_fp80) on bit patterns, as the x87 computes it: round to nearest
 * even at 64-bit precision, the 15-bit exponent's range (subnormals rounded
 * once). The format: sign (bit 79), exponent (78..64), the significand
 * (63..0) with its integer bit 63 explicit. The x87's rules, measured on
 * the hardware (tests/diff/fp/long_double_*.c replay them):
 *
 *  - invalid encodings: the integer bit clear under a nonzero exponent
 *    (unnormals, pseudo-infinities, pseudo-NaNs). As an operand of
 *    arithmetic or a conversion they are an invalid operation (the default
 *    NaN, 0xFFFF C000000000000000, or the narrower format's); compared, they
 *    are unordered. Loads, stores, fneg and fabs copy their bits.
 *  - pseudo-denormals (exponent 0, integer bit set) are valid: their value is
 *    that of exponent 1.
 *  - an operation with NaN operands (and no invalid one) returns the NaN
 *    operand with the larger significand (as an unsigned 64-bit number),
 *    quieted; of two with equal significands the positive one. Otherwise an
 *    invalid operation (inf - inf, 0 * inf, 0 / 0, sqrt of a negative
 *    number) returns the default NaN. */
#ifndef SYMX_FP80_H
#define SYMX_FP80_H

#include "expr/expr.h"

/* FP kind k (fp.h's fp_apply) where the result or the first operand is
 * 80-bit: width, kw, aux as in fp_apply. FFMA is not an 80-bit kind. */
u128 fp80_apply(ExprKind k, unsigned width, unsigned kw, uint32_t aux, u128 x, u128 y);
/* Whether FPTOSI/FPTOUI (k) of x to a w-bit integer is defined. */
bool fp80_to_int_fits(ExprKind k, unsigned w, u128 x);

/* x is an invalid encoding (above); unordered: invalid or a NaN. */
bool fp80_invalid(u128 x);
bool fp80_unordered(u128 x);
u128 fp80_default_nan(void);

u128 fp80_from_long_double(long double d);
long double fp80_to_long_double(u128 x);

#endif
