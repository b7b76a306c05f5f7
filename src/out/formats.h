/* formats: the ecosystem's file formats, written next to symx's own output —
 * KLEE's .ktest (ktest.c), SARIF 2.1.0 (sarif.c), Test-Comp test suites
 * (testcomp.c) and SV-COMP violation witnesses (witness.c). out.c calls the
 * two hooks below; the driver fills Output.formats (out.h). */
#ifndef SYMX_FORMATS_H
#define SYMX_FORMATS_H

#include <stdio.h>

#include "out/out.h"


/* Hooks called by out.c: after test number n of path s was written, and
 * when the run's summary is written. */
void formats_path_ended(Output *o, const State *s, const Outcome *oc, uint32_t n);
void formats_run_ended(Output *o, const RunStats *st);

/* ktest.c: writes the inputs of s as KLEE's ktest (version 3) to path. */
bool ktest_write(Output *o, const char *path, const State *s);
/* sarif.c: writes DIR/report.sarif. */
void sarif_write(Output *o, const RunStats *st);
/* testcomp.c */
void testcomp_write_test(Output *o, const State *s, uint32_t n);
void testcomp_write_metadata(Output *o);
/* witness.c (for sv-comp runs) */
/* Writes DIR/witness.graphml; false when it could not be written. */
bool svcomp_write_witness(Output *o, const State *s, const Outcome *oc);
/* witness_yaml.c: DIR/witness.yml, format 2.0; false when it could not be written. */
bool svcomp_write_yaml_witness(Output *o, const State *s, const Outcome *oc);
/* The line a witness puts the violation at: the error's, except for a leak,
 * reported at its allocation site, where it is the program's end. */
uint32_t svcomp_violation_line(const Outcome *oc);
/* A loop invariant of a correctness witness: a C expression over the
 * program's variables at the loop's head (line, column) in `function`. */
typedef struct WitnessInvariant {
  uint32_t line, col;
  const char *function;
  char *expr;
} WitnessInvariant;
/* witness_yaml.c: DIR/witness.yml for a `true` verdict, format 2.0: an
 * invariant_set entry with a loop_invariant per invariant; false when it
 * could not be written (or n is 0: the format needs one). */
bool svcomp_write_yaml_correctness_witness(Output *o, const WitnessInvariant *inv, uint32_t n);
/* witness.c: DIR/witness.graphml for a `true` verdict (GraphML's correctness
 * witness: an entry node, no invariants). */
bool svcomp_write_correctness_witness(Output *o);

/* Helpers (formats.c). */
/* sha256 of a file as 64 hex digits into hex[65]; false if unreadable. */
bool sha256_file(const char *path, char hex[65]);
void xml_escape(FILE *f, const char *s);
/* The current UTC time as ISO 8601 (YYYY-MM-DDThh:mm:ssZ). */
void iso_time_now(char buf[32]);
/* The value of an input of a __VERIFIER_nondet_X call ("nondet_X", 1 to 16
 * little-endian bytes, as many as the call's result) in decimal, as its C
 * type reads it; false if `name` is not a nondet input name or the size is
 * not 1 to 16. */
enum { NONDET_VALUE_MAX = 48 };
bool nondet_value(const char *name, const uint8_t *bytes, uint32_t size, char out[NONDET_VALUE_MAX]);
/* The same value as a C constant for a witness's `\result == C`: integers
 * beyond 64 bits and FP infinities and NaNs have none (false); an unsigned
 * value over INT64_MAX gets "UL", a float "f". */
bool nondet_c_constant(const char *name, const uint8_t *bytes, uint32_t size, char out[NONDET_VALUE_MAX + 2]);
/* Whether __VERIFIER_nondet_<type> returns a signed type, as far as the
 * name tells: u*, unsigned, bool, size_t, pthread_t and sector_t are
 * unsigned, everything else (char too, as on x86) signed. */
bool nondet_is_signed(const char *type);

#endif
