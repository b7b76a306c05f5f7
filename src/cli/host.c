/* host: see host.h. */
#include "cli/host.h"

#include <fcntl.h>
#include <limits.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "base/util.h"

enum { PROBE_EXIT = 42 };

/* Runs argv with no input and no output; its exit code, or -1 when it could
 * not start or did not exit normally. */
static int run_quiet(char *const argv[]) {
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", O_WRONLY, 0);
  posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
  extern char **environ;
  pid_t pid;
  int rc = posix_spawnp(&pid, argv[0], &fa, NULL, argv, environ);
  posix_spawn_file_actions_destroy(&fa);
  if (rc != 0) return -1;
  int st;
  while (waitpid(pid, &st, 0) < 0)
    ;
  return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

const char *host_qemu_i386(void) {
  static char found[PATH_MAX];
  if (found[0]) return found;
  const char *path = getenv("PATH");
  snprintf(found, sizeof found, "qemu-i386");
  for (const char *p = path ? path : ""; *p;) {
    size_t n = strcspn(p, ":");
    char cand[PATH_MAX];
    snprintf(cand, sizeof cand, "%.*s/qemu-i386", (int)n, p);
    if (n && access(cand, X_OK) == 0) {
      snprintf(found, sizeof found, "%s", cand);
      break;
    }
    p += n + (p[n] == ':');
  }
  return found;
}

/* Builds the probe program; false when clang cannot build i386 programs. */
static bool build_probe(const char *scratch, char *bin, size_t n) {
  char src[PATH_MAX];
  snprintf(src, sizeof src, "%s/i386-probe.c", scratch);
  snprintf(bin, n, "%s/i386-probe", scratch);
  FILE *f = fopen(src, "w");
  if (!f) return false;
  fprintf(f, "int main(void) { return sizeof(void *) == 4 ? %d : 1; }\n", PROBE_EXIT);
  if (fclose(f) != 0) return false;
  char *argv[] = {SYMX_CLANG, "-m32", "-O0", src, "-o", bin, NULL};
  bool ok = run_quiet(argv) == 0;
  unlink(src);
  return ok;
}

static HostI386 probe(const char *scratch, const char **why) {
  char bin[PATH_MAX];
  if (!build_probe(scratch, bin, sizeof bin)) {
    *why = "clang cannot build i386 programs here (scripts/setup.sh installs libc6-dev-i386 and "
           "lib32gcc-12-dev)";
    return HOST_I386_NONE;
  }
  char *native[] = {bin, NULL};
  char *emulated[] = {(char *)host_qemu_i386(), bin, NULL};
  HostI386 h;
  if (run_quiet(native) == PROBE_EXIT) {
    h = HOST_I386_NATIVE;
  } else if (run_quiet(emulated) == PROBE_EXIT) {
    *why = "the kernel cannot execute i386 programs: they run under qemu-i386, without "
           "AddressSanitizer";
    h = HOST_I386_QEMU;
  } else {
    *why = "the kernel cannot execute i386 programs and qemu-i386 is not installed "
           "(Debian package qemu-user)";
    h = HOST_I386_NONE;
  }
  unlink(bin);
  return h;
}

HostI386 host_i386(const char *scratch, const char **why) {
  static int known = -1;
  static const char *reason;
  if (known < 0) {
    const char *forced = getenv("SYMX_I386");
    if (forced && !strcmp(forced, "native")) {
      known = HOST_I386_NATIVE;
    } else if (forced && !strcmp(forced, "qemu")) {
      known = HOST_I386_QEMU;
      reason = "SYMX_I386=qemu: i386 programs run under qemu-i386, without AddressSanitizer";
    } else if (forced && !strcmp(forced, "none")) {
      known = HOST_I386_NONE;
      reason = "SYMX_I386=none: i386 programs are not run";
    } else {
      known = probe(scratch, &reason);
    }
  }
  if (why) *why = known == HOST_I386_NATIVE ? NULL : reason;
  return (HostI386)known;
}
