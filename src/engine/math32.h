/* math32: libm's pure functions for ILP32 programs, computed by i386 glibc.
 *
 * The x86-64 libm symx runs in may give other last bits than the i386 libm
 * an ILP32 program calls, so exec_math_call (external.c) hands such a call,
 * its arguments made concrete, to build/libm32-server
 * (runtime/native32/libm_server.c), started at the run's first such call.
 * Where this machine cannot run i386 programs, or the helper is missing,
 * the call is unsupported. */
#ifndef SYMX_ENGINE_MATH32_H
#define SYMX_ENGINE_MATH32_H

#include <stdbool.h>
#include <stdint.h>

typedef struct Math32 Math32;

/* The helper's signature of a call: the result's and each parameter's
 * letter ('d' double, 'f' float, 'i' 32-bit, 'L' 64-bit integer) from
 * their kinds (IrSigKind) and widths in bits; false when one has no letter. */
bool math32_signature(const uint8_t *kinds, const unsigned *widths, uint32_t n, char sig[8]);

/* Calls libm's `name` with `args` (bit patterns; a float's in the low 32
 * bits) in the helper, started into *m when NULL: the result's bits and
 * errno. False with *why when the helper cannot be had or cannot make the
 * call (then *m stays, marked failed, and later calls fail at once). */
bool math32_call(Math32 **m, const char *name, const char *sig, const uint64_t *args, uint64_t *result,
                 int *err, const char **why);

void math32_free(Math32 *m);

#endif
