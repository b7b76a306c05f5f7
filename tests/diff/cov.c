/* cov.c: native path signatures for the differential tests (tests/diff).
 *
 * Linked (as an object compiled without instrumentation) into a replay build
 * of a program compiled with -fsanitize-coverage=bb,trace-pc-guard,no-prune.
 * Every basic block of the program calls __sanitizer_cov_trace_pc_guard with
 * the block's guard; the path of a run is identified by a hash of the whole
 * sequence of guards (and its length).
 *
 * Batch mode (the only mode run.py uses): with SYMX_COV_BATCH naming a file
 * that lists test files (one path per line) and SYMX_COV_OUT naming a result
 * file, a constructor forks once per test before main runs: the child sets
 * SYMX_TEST to its test, records its path signature in shared memory and goes
 * on into main; the parent waits for it (SYMX_COV_TIMEOUT seconds, default 10)
 * and writes one line per test: "INDEX HASH COUNT WAIT_STATUS". The parent
 * never runs main. This runs a test in about a millisecond instead of the
 * cost of starting a sanitized process. */
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

typedef struct Slot {
  uint64_t hash, count;
} Slot;

static Slot local_slot = {0xcbf29ce484222325ull, 0};
static Slot *cur = &local_slot;
static uint32_t next_guard;

void __sanitizer_cov_trace_pc_guard_init(uint32_t *start, uint32_t *stop) {
  if (start == stop || *start) return;
  for (uint32_t *g = start; g < stop; g++) *g = ++next_guard;
}

void __sanitizer_cov_trace_pc_guard(uint32_t *guard) {
  Slot *s = cur;
  s->hash = (s->hash ^ *guard) * 0x100000001b3ull;
  s->count++;
}

__attribute__((constructor)) static void cov_batch(void) {
  const char *list = getenv("SYMX_COV_BATCH"), *outp = getenv("SYMX_COV_OUT");
  if (!list || !outp) return;
  const char *ts = getenv("SYMX_COV_TIMEOUT");
  unsigned timeout = ts ? (unsigned)atoi(ts) : 10;
  FILE *lf = fopen(list, "r");
  /* not fopen: the replay runtime linked beside makes a file opened for
   * writing /dev/null, as symx's model of it is a sink */
  int ofd = (int)syscall(SYS_openat, AT_FDCWD, outp, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  FILE *out = ofd < 0 ? NULL : fdopen(ofd, "w");
  if (!lf || !out) {
    fprintf(stderr, "cov: cannot open %s or %s\n", list, outp);
    _exit(3);
  }
  size_t cap = 64, n = 0;
  char **paths = malloc(cap * sizeof *paths);
  char line[8192];
  while (fgets(line, sizeof line, lf)) {
    line[strcspn(line, "\n")] = 0;
    if (!line[0]) continue;
    if (n == cap) paths = realloc(paths, (cap *= 2) * sizeof *paths);
    paths[n++] = strdup(line);
  }
  fclose(lf);
  Slot *slots = mmap(NULL, (n ? n : 1) * sizeof(Slot), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (slots == MAP_FAILED) {
    fprintf(stderr, "cov: mmap failed\n");
    _exit(3);
  }
  for (size_t i = 0; i < n; i++) {
    slots[i].hash = 0xcbf29ce484222325ull;
    slots[i].count = 0;
    fflush(NULL);
    pid_t pid = fork();
    if (pid < 0) {
      fprintf(stderr, "cov: fork failed\n");
      _exit(3);
    }
    if (pid == 0) {
      setenv("SYMX_TEST", paths[i], 1);
      cur = &slots[i];
      int fd = open("/dev/null", O_RDWR);
      if (fd >= 0) {
        dup2(fd, 0);
        dup2(fd, 1);
        dup2(fd, 2);
      }
      alarm(timeout);
      return; /* on into main */
    }
    int st = 0;
    while (waitpid(pid, &st, 0) < 0) {
    }
    fprintf(out, "%zu %016llx %llu %d\n", i, (unsigned long long)slots[i].hash,
            (unsigned long long)slots[i].count, st);
  }
  fclose(out);
  _exit(0);
}
