/* replay: `symx replay TEST|DIR [options] FILE...` — runs symx's tests natively
 * and checks that each ends exactly as symx predicted. Also used by
 * `symx run --replay`. */
#ifndef SYMX_REPLAY_H
#define SYMX_REPLAY_H

#include <stdbool.h>

#include "out/out.h"

typedef struct ReplayCounts {
  unsigned matched, mismatched, skipped;
  unsigned misfit;      /* tests whose inputs do not fit the program (also mismatched) */
  unsigned skipped_host; /* of the skipped: what this host cannot run (see host.h) */
} ReplayCounts;

/* The subcommand; argv holds the arguments after "replay". Returns the exit
 * code: 0 all matched, 1 some mismatched, 2 usage error or misfit. */
int replay_main(int argc, char **argv);

/* `symx run --replay`: replays every test of the run's output directory o->dir
 * (the program's files and clang flags as given to run, o->check_overflow as
 * the run used), prints each test that does not match and the counts, and
 * records them in o (o->replayed) for summary.json. */
void replay_after_run(Output *o, const char *const *files, int nfiles, const char *const *cflags,
                      int ncflags);

/* A probe: the program built natively with ASan and UBSan, as `symx
 * replay` builds it, to learn how one test ends (symx fuzz makes its tests'
 * outcomes so). NULL after printing why it cannot be built. */
typedef struct ReplayProbe ReplayProbe;
ReplayProbe *replay_probe_new(const char *const *files, int nfiles, const char *const *cflags, int ncflags);
/* Runs the test; fills *oc (file borrowed from the probe until its next
 * run). False when the run ended in nothing symx has a name for (a time-out,
 * a signal the sanitizers do not classify, inputs that do not fit). */
bool replay_probe_run(ReplayProbe *p, const char *test, Outcome *oc);
/* The last run's outcome in words. */
const char *replay_probe_detail(const ReplayProbe *p);
/* Each test in a process of its own (by default the native build is a
 * fork server, the replay runtime's batch mode, started at the first). */
void replay_probe_no_server(ReplayProbe *p);
/* The time limit of one test (default 10 s): symx fuzz's --timeout. */
void replay_probe_timeout(ReplayProbe *p, double seconds);
/* The processes the probe started (its servers, and tests run alone). */
unsigned long replay_probe_processes(const ReplayProbe *p);
void replay_probe_free(ReplayProbe *p);

/* replay_stubs.c: writes to `path` a C definition of every __VERIFIER_nondet_X
 * that the linker's output `link_log` says is undefined. Returns how many
 * (0: none, no file written), or -1 if the file cannot be written. */
int replay_write_nondet_stubs(const char *link_log, const char *path);

#endif
