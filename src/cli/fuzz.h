/* fuzz: `symx fuzz -o DIR [--seeds DIR] [--max-time S] FILE...`: SAGE's
 * generational search over the program compiled by `symx cc` (fuzz.c). */
#ifndef SYMX_FUZZ_H
#define SYMX_FUZZ_H

typedef struct FuzzOptions {
  const char *const *files;
  int nfiles;
  const char *const *cflags;
  int ncflags;
  const char *outdir;      /* NULL: a new symx-out-N */
  const char *seeds;       /* a directory of input streams (may be NULL) */
  double max_time;         /* seconds (<= 0: until the search is exhausted) */
  double exec_timeout;     /* one execution's limit (<= 0: 10 s) */
} FuzzOptions;

int fuzz_run(const FuzzOptions *o);
/* The subcommand; argv holds the arguments after "fuzz". */
int fuzz_main(int argc, char **argv);
#endif
