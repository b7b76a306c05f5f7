/* fuzz: `symx fuzz -o DIR [--seeds DIR] [--max-time S] FILE...`: SAGE's
 * generational search over the program compiled by `symx cc` (fuzz.c). */
#ifndef SYMX_FUZZ_H
#define SYMX_FUZZ_H
#include <stdbool.h>

/* Where the program's input comes from: the input API only; also standard
 * input (--stdin); a file named by argv[1] (--file). */
enum { FUZZ_FROM_API, FUZZ_FROM_STDIN, FUZZ_FROM_FILE, FUZZ_MAX_INPUT = 1 << 20, FUZZ_GROW_MAX = 4096 };

typedef struct FuzzOptions {
  const char *const *files;
  int nfiles;
  const char *const *cflags;
  int ncflags;
  const char *outdir;      /* NULL: a new symx-out-N */
  const char *seeds;       /* a directory of input streams (may be NULL) */
  double max_time;         /* seconds (<= 0: until the search is exhausted) */
  double exec_timeout;     /* one execution's limit (<= 0: 10 s) */
  int input_from;          /* FUZZ_FROM_API, FUZZ_FROM_STDIN or FUZZ_FROM_FILE */
  bool sanitize_new_only;  /* --sanitize new: only new-coverage inputs and crashes run under ASan */
  bool no_fork_server;     /* --no-fork-server: a process started for every run */
  long input_size;         /* stdin's or the file's bytes (<= 0: the longest seed, or 64) */
  bool no_engine;          /* --no-engine: no bursts of symx run's engine (fuzz_engine.h) */
  long prune;              /* --prune N: a child whose negated branch's other side lay on N runs' paths is not run (0: every child runs) */
  bool test_comp;          /* --test-comp: also a Test-Comp test suite (out/testcomp.c) */
} FuzzOptions;

int fuzz_run(const FuzzOptions *o);
/* The subcommand; argv holds the arguments after "fuzz". */
int fuzz_main(int argc, char **argv);
#endif
