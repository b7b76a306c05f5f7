/* verify_explain: symx verify's failures, each with the symbolic states
 * along its path when --explain is given (engine/trace.h): printed after the
 * function's verdict and written into summary.json's
 * functions[].failures[] (kind, file, line, message, test, trace: the last
 * EXPLAIN_STEPS steps, each {step, what, file, line, store, heap, pc}). */
#ifndef SYMX_CLI_VERIFY_EXPLAIN_H
#define SYMX_CLI_VERIFY_EXPLAIN_H

#include <stdio.h>

#include "engine/trace.h"

enum { EXPLAIN_FAILURES = 10, EXPLAIN_STEPS = 40 };

typedef struct VerifyFailure {
  char kind[32];
  char *file;
  uint32_t line;
  char message[256];
  uint32_t test;
  TraceStep *trace;    /* its last step (the failure), or NULL without --explain */
} VerifyFailure;

typedef struct VerifyExplain {
  TestSink sink;
  bool explain;
  VerifyFailure *failures; /* the first EXPLAIN_FAILURES of the run */
  uint32_t n;
} VerifyExplain;

TestSink *verify_explain_sink(VerifyExplain *x, bool explain);
/* Prints failure f (its steps when it has them) on out. */
void verify_explain_print(FILE *out, const VerifyFailure *f);
/* Writes the failures as a JSON array. */
void verify_explain_json(FILE *out, const VerifyFailure *f, uint32_t n);
void verify_explain_free(VerifyFailure *f, uint32_t n);

#endif
