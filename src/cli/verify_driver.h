/* verify_driver: each failing path of symx verify as a C driver,
 * DIR/F/testNNNNNN.c beside its test: it builds the objects and arguments
 * the counterexample gives (each object as large as the permissions F's
 * precondition gave on it, so that an access past them is out of bounds
 * natively too), calls F, then checks F's postcondition natively (symx.h's
 * replay-build contracts, runtime/replay/contract.c). Its first lines say
 * the outcome a native run is predicted to show, which `symx replay`
 * compares:
 *   // symx-native-outcome: KIND|FILE|LINE|FUNCTION|MAY
 *   // symx-native-why: TEXT
 * KIND `none` when a native run cannot show the failure (TEXT says why);
 * FUNCTION, when not empty, is where the failure shows instead of
 * FILE:LINE (a callee's precondition fails in the callee); MAY 1 when the
 * path relied on what a native run does not repeat (a callee's contract,
 * a loop's havocked iteration: TEXT), so that not seeing the failure
 * natively is no contradiction. */
#ifndef SYMX_CLI_VERIFY_DRIVER_H
#define SYMX_CLI_VERIFY_DRIVER_H

#include "engine/exec.h"
#include "ir/ctypes.h"
#include "out/out.h"

typedef struct VerifyDrivers {
  TestSink sink;
  Output *out;
  const IrCTypes *t;
  const char *fn;      /* F */
  uint32_t nensures;   /* F's symx_ensures statements */
} VerifyDrivers;

TestSink *verify_driver_sink(VerifyDrivers *d, Output *out, const IrCTypes *t, const char *fn, uint32_t nensures);

#endif
