/* fuzz_engine: symx run's engine in bursts beside symx fuzz (see fuzz_engine.h). */
#include "cli/fuzz_engine.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "replay/json.h"
#include "base/proc.h"
#include "base/util.h"

/* `symx run -q --only-new-tests --max-memory MB -o DIR [--sym-stdin N]
 * FLAGS... FILES...`, in a process group of its own, its output discarded
 * (what it found is its tests). A long search must not
 * let the engine's states take the machine: past FUZZ_ENGINE_MB it forks no
 * more, past 1.5 times that it ends. */
#define FUZZ_ENGINE_MB "2048"
static bool start(FuzzEngine *e, const FuzzEngineSpec *spec) {
  char self[PATH_MAX];
  ssize_t len = readlink("/proc/self/exe", self, sizeof self - 1);
  if (len <= 0) return false;
  self[len] = 0;
  snprintf(e->dir, sizeof e->dir, "%s/engine", spec->scratch);
  char stdin_size[32];
  snprintf(stdin_size, sizeof stdin_size, "%u", spec->stdin_size);
  const char *head[] = {self, "run", "-q", "--only-new-tests", "--max-memory", FUZZ_ENGINE_MB, "-o", e->dir};
  size_t n = 0, cap = ARRAY_LEN(head) + 3 + (size_t)spec->ncflags + (size_t)spec->nfiles; /* + stdin's, NULL */
  char **argv = xmalloc(cap * sizeof *argv);
  for (size_t i = 0; i < ARRAY_LEN(head); i++) argv[n++] = (char *)head[i];
  if (spec->stdin_size) argv[n++] = "--sym-stdin", argv[n++] = stdin_size;
  for (int i = 0; i < spec->ncflags; i++) argv[n++] = (char *)spec->cflags[i];
  for (int i = 0; i < spec->nfiles; i++) argv[n++] = (char *)spec->files[i];
  argv[n] = NULL;
  ProcSpec ps = {self, argv, true, NULL, NULL, NULL, 0};
  e->pid = proc_spawn(&ps, "symx fuzz");
  xfree(argv, cap * sizeof *argv);
  return e->pid > 0;
}

/* Waits up to `seconds` for the engine to end; true if it did. */
static bool wait_end(FuzzEngine *e, double seconds, const volatile sig_atomic_t *interrupt) {
  double t0 = util_now();
  while (!(interrupt && *interrupt) && util_now() - t0 < seconds) {
    if (waitpid(e->pid, NULL, WNOHANG) == e->pid) return e->ended = true;
    nanosleep(&(struct timespec){0, 10 * 1000 * 1000}, NULL); /* 10 ms */
  }
  return false;
}

void fuzz_engine_burst(FuzzEngine *e, const FuzzEngineSpec *spec, double seconds,
                       const volatile sig_atomic_t *interrupt) {
  if (e->ended) return;
  double t0 = util_now();
  if (!e->pid && !start(e, spec)) {
    e->ended = true;
    return;
  }
  e->bursts++;
  kill(-e->pid, SIGCONT);
  if (!wait_end(e, seconds, interrupt)) kill(-e->pid, SIGSTOP);
  e->seconds += util_now() - t0;
}

/* Test k's inputs as one stream, stdin's first (xmalloc'ed, *len bytes,
 * at least 1 allocated); false when the file is not there or not whole yet
 * (the engine was stopped while writing it). */
static bool test_bytes(const FuzzEngine *e, uint32_t k, uint8_t **out, size_t *len) {
  char path[PATH_MAX + 32], err[256];
  snprintf(path, sizeof path, "%s/test%06u.json", e->dir, k);
  SjValue *t = sj_load_test(path, err, sizeof err);
  if (!t) return false;
  SjInput *in = NULL;
  long n = sj_test_inputs(t, &in, err, sizeof err);
  sj_free(t);
  if (n < 0) return false;
  size_t at = 0;
  *len = 0;
  for (long i = 0; i < n; i++) *len += in[i].size;
  *out = xmalloc(*len + 1);
  for (int pass = 0; pass < 2; pass++) /* stdin first, then the rest in order */
    for (long i = 0; i < n; i++)
      if ((strcmp(in[i].name, "stdin") == 0) == (pass == 0)) {
        memcpy(*out + at, in[i].bytes, in[i].size);
        at += in[i].size;
      }
  sj_inputs_free(in, n);
  return true;
}

void fuzz_engine_read(FuzzEngine *e, void (*take)(void *ctx, const uint8_t *bytes, size_t n), void *ctx) {
  uint8_t *b;
  size_t n;
  while (e->pid > 0 && test_bytes(e, e->read + 1, &b, &n)) {
    e->read++;
    take(ctx, b, n);
    xfree(b, n + 1);
  }
}

void fuzz_engine_halt(FuzzEngine *e, double seconds) {
  if (e->pid <= 0 || e->ended) return;
  double t0 = util_now();
  e->halted = true;
  e->read_at_halt = e->read;
  kill(-e->pid, SIGINT); /* pending while it is stopped: its handler runs once it goes on */
  kill(-e->pid, SIGCONT);
  if (!wait_end(e, seconds, NULL)) fuzz_engine_stop(e); /* a test it was writing is not read (not whole) */
  e->seconds += util_now() - t0;
}

void fuzz_engine_stop(FuzzEngine *e) {
  if (e->pid <= 0 || e->ended) return;
  kill(-e->pid, SIGKILL);
  kill(-e->pid, SIGCONT);
  waitpid(e->pid, NULL, 0);
  e->ended = true;
}
