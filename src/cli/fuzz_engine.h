/* fuzz_engine: symx run's engine in bursts beside symx fuzz (fuzz_engine.c).
 *
 * Generational search negates one branch at a time and expands the inputs
 * that covered something new first. An input that needs several steps that
 * each cover nothing new (inih's "[a]\nk=": a section, then a key, then its
 * '=') waits behind all of them. symx run's engine explores every path and
 * reaches such inputs by exhaustion. So when the search stalls, symx fuzz
 * lets one `symx run --only-new-tests` process (started at the first burst,
 * stopped with SIGSTOP between bursts, so that it goes on where it stopped)
 * run for a while, and runs the tests it wrote as new inputs. Only one of
 * the two runs at a time: symx fuzz waits while the engine runs. */
#ifndef SYMX_FUZZ_ENGINE_H
#define SYMX_FUZZ_ENGINE_H

#include <limits.h>
#include <signal.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

typedef struct FuzzEngine {
  pid_t pid;              /* its process group's leader; 0: not started */
  bool ended;             /* it ended (or could not start): no more bursts */
  char dir[PATH_MAX];     /* its output directory */
  uint32_t read;          /* its tests read so far (test000001.json ...) */
  uint32_t read_at_halt;  /* of them, read before fuzz_engine_halt (0: not halted) */
  bool halted;            /* fuzz_engine_halt stopped it */
  uint64_t bursts;
  double seconds;         /* the time it ran */
} FuzzEngine;

/* What the engine is run on: the program and clang's flags as symx fuzz
 * got them, and stdin's size when it is an input (0: not one). */
typedef struct FuzzEngineSpec {
  const char *const *files;
  int nfiles;
  const char *const *cflags;
  int ncflags;
  uint32_t stdin_size;
  const char *scratch;    /* a directory of symx fuzz's own, for its output */
} FuzzEngineSpec;

/* Runs the engine for `seconds` (starting it the first time), or less on an
 * interrupt or when it ends (e->ended: it ended, or could not start). */
void fuzz_engine_burst(FuzzEngine *e, const FuzzEngineSpec *spec, double seconds,
                       const volatile sig_atomic_t *interrupt);

/* Gives each test the engine wrote since the last call to take(): the
 * bytes of its inputs in the order symx fuzz's inputs take them (stdin's
 * first). */
void fuzz_engine_read(FuzzEngine *e, void (*take)(void *ctx, const uint8_t *bytes, size_t n), void *ctx);

/* Stops the engine as an interrupt stops symx run: the states still waiting
 * that covered something new get tests of their paths so far (symx run's
 * --halted-tests new), read next by fuzz_engine_read. Waits at most
 * `seconds` for it to end (then ends it). No more bursts after it. */
void fuzz_engine_halt(FuzzEngine *e, double seconds);

/* Ends the engine's process (and its group). */
void fuzz_engine_stop(FuzzEngine *e);

#endif
