/* sink: where the engine hands each ended path.
 *
 * The engine numbers the tests; every sink of a run sees every ended path, in
 * order, and writes what it is for (symx's JSON tests, .ktest files,
 * Test-Comp suites, witnesses, coverage). The engine includes none of them:
 * a new output is a new TestSink, given to exec_run by its driver. */
#ifndef SYMX_ENGINE_SINK_H
#define SYMX_ENGINE_SINK_H

#include "engine/coverage.h"
#include "engine/state.h"

typedef struct StackEntry {
  const char *function;
  const char *file;
  uint32_t line;
} StackEntry;

/* How a path ended (or, with `halted`, where it was cut). */
typedef struct Outcome {
  const char *halted;    /* the budget or signal that stopped the run while this path was still
                            running (TestSink.path_halted), else NULL */
  bool is_error;
  int64_t code;          /* exit code when !is_error */
  ErrorKind kind;
  const char *file;      /* error location (may be NULL) */
  uint32_t line;
  const char *function;
  char message[256];
  bool heap_left;        /* sv-comp valid-memcleanup: heap blocks were still allocated when
                            the program ended abnormally here (abort, assert, reach_error) */
  StackEntry stack[32];  /* innermost first */
  uint32_t nstack;
} Outcome;

/* What a run's coverage is, at its end (see coverage.h). */
typedef struct RunCoverage {
  const Coverage *cov;
  uint64_t *const *hits;   /* per function index: execution count per instruction */
  uint8_t *const *edges;   /* per function index: branch edges taken */
} RunCoverage;

typedef struct TestSink TestSink;
struct TestSink {
  /* A path ended. With test > 0, s holds the model of its inputs and the
   * sink writes test number `test`; with test == 0 the path has no test (no
   * model: the solver gave up, or the engine failed) and s is NULL. */
  void (*path_ended)(TestSink *k, const State *s, const Outcome *oc, uint32_t test);
  /* The run ended (optional). */
  void (*run_ended)(TestSink *k, const RunCoverage *c);
  /* Optional: a budget or interrupt stopped the run, and s is a state still
   * waiting, whose path so far gets test number `test` (s holds its model;
   * oc->halted says what stopped the run, oc->file and oc->line where s
   * stands). Not a path's end: the path's outcome is unknown. Sinks
   * without it see no such state. */
  void (*path_halted)(TestSink *k, const State *s, const Outcome *oc, uint32_t test);
};

#endif
