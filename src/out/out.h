/* out: what a run leaves behind — test files, summary.json — and the
 * human summary on stdout. */
#ifndef SYMX_OUT_H
#define SYMX_OUT_H

#include "engine/exec.h"
#include "engine/posix.h"


typedef struct ErrorRecord {
  ErrorKind kind;
  char *file;
  uint32_t line;
  char *function;
  char *message;
  bool heap_left;        /* Outcome.heap_left */
  uint32_t test;         /* test number, 0 if none */
  uint32_t count;        /* paths that ended with it */
  StackEntry *stack;     /* copied strings are borrowed from the module */
  uint32_t nstack;
} ErrorRecord;

typedef struct FormatConfig {
  const char *const *programs; /* the input files as given (ktest args, hashes) */
  int nprograms;
  bool test_comp;              /* write test-suite/ in the Test-Comp format */
  bool witness;                /* sv-comp: witnesses for the first violating test */
  bool (*violation)(const Outcome *oc); /* what violates the property (NULL: reach-error) */
  uint32_t witness_test;       /* the test the witnesses describe (0: none yet) */
  const char *specification;   /* property text (witness, Test-Comp metadata) */
  const char *architecture;    /* "64bit" */
  bool witness_written;
  const PosixConfig *posix;    /* the run's --sym-args/--sym-stdin (.ktest's command line) */
} FormatConfig;

typedef struct Output {
  TestSink sink;            /* what the engine calls (out_sink); first member */
  char *dir;
  uint32_t ntests;
  uint32_t halted_tests;  /* of them, of paths the run's stop cut (no outcome) */
  uint64_t paths;
  VEC(ErrorRecord) errors;  /* one per distinct (kind, file, line) */
  bool has_unsupported;
  bool check_overflow;      /* the run's --check-overflow (summary "options") */
  bool ilp32;               /* the run's --data-model ILP32 (summary "options") */
  const char *entry;        /* the run's --entry FUNC (summary "options"), or NULL */
  const char *verify;       /* symx verify's function F, whose failures have C drivers (summary "options"), or NULL */
  bool replayed;            /* --replay ran: summary "replay" holds the counts */
  uint32_t replay_matched, replay_mismatched, replay_skipped;
  uint32_t write_failures;  /* files that could not be written completely */
  char write_error[600];    /* the first such failure: "cannot write PATH: REASON" */
  FormatConfig formats;     /* the other tools' formats to write (the driver's choice) */
  const char *extra_name;   /* a driver's own object in summary.json (symx fuzz: "fuzz") ... */
  const char *extra_json;   /* ... and its JSON text; NULL: none */
  const char *method;       /* symx bmc: "bmc" (summary "method", "bound", "merged_states"); NULL: run */
  uint32_t bound;
  uint64_t merged_states;
  uint32_t kind_k;          /* symx bmc --k-induction: the k whose step case held (a proof), or 0 */
  const char *kind_step, *kind_why; /* ... its step case's outcome and why (human summary), or NULL */
  uint32_t rec_functions;   /* ... recursive functions whose summaries made the proof, or 0 */
} Output;


/* Creates the output directory: `dir`, or a new symx-out-N when dir is NULL.
 * Returns 0, or 2 after printing why it cannot. */
int out_open(Output *o, const char *dir);
/* The sink that writes o's tests (JSON, and the formats of o->formats),
 * records the run's distinct errors, and writes coverage.info at the end. */
TestSink *out_sink(Output *o);
/* When oc's error (kind and location) is recorded already, counts one more
 * path of it and returns true; false otherwise (nothing recorded). */
bool out_count_known_error(Output *o, const Outcome *oc);
/* Whether an error of oc's kind and location has a record already (not counted). */
bool out_known_error(Output *o, const Outcome *oc);
void out_write_summary(Output *o, const RunStats *st);
void out_print_human(Output *o, const RunStats *st, FILE *f);
void out_close(Output *o);

/* Every file of the output directory is written through these two, so that
 * a full disk or a file size limit never loses results silently: the
 * failure is recorded in o (the first one's message kept), and the run ends
 * with exit code 4 and says so once (out_report_write_failures). */
FILE *out_create(Output *o, const char *path, const char *mode);
/* Closes f (may be NULL: out_create failed); false when some write failed. */
bool out_finish(Output *o, FILE *f, const char *path);
void out_write_failed(Output *o, const char *path, int err);
/* Prints the failures on stderr, once; returns 4 when there were any, else 0. */
int out_report_write_failures(const Output *o);

#endif
