/* math32.c — see math32.h. The helper speaks in fixed-size records over a
 * socket pair (send with MSG_NOSIGNAL: a helper that died is an error of
 * the call, never a SIGPIPE for symx). */
#include "engine/math32.h"

#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include "base/util.h"
#include "ir/ir.h"
#include "native32/libm_protocol.h"


struct Math32 {
  pid_t pid;
  int fd;            /* our end of the socket pair; -1 once failed */
  const char *why;   /* why it failed */
};

extern char **environ;

bool math32_signature(const uint8_t *kinds, const unsigned *widths, uint32_t n, char sig[8]) {
  if (n > 5) return false; /* the result and at most 4 parameters */
  for (uint32_t i = 0; i < n; i++) {
    char c = 0;
    bool integer = kinds[i] == IR_SIG_INT || kinds[i] == IR_SIG_SINT;
    if (kinds[i] == IR_SIG_F32) c = 'f';
    else if (kinds[i] == IR_SIG_F64) c = 'd';
    else if (integer && widths[i] == 32) c = 'i';
    else if (integer && widths[i] == 64) c = 'L';
    if (!c) return false;
    sig[i] = c;
  }
  sig[n] = 0;
  return true;
}

static Math32 *start(void) {
  Math32 *m = xcalloc(1, sizeof *m);
  m->fd = -1;
  char home[PATH_MAX], path[PATH_MAX + 32];
  int sv[2];
  if (!util_find_home(home, sizeof home)) {
    m->why = "symx's runtime directory is not found (set SYMX_HOME)";
    return m;
  }
  const char *forced = getenv("SYMX_I386"); /* as host.h's probe: for tests of hosts without i386 */
  if (forced && (!strcmp(forced, "none") || !strcmp(forced, "qemu"))) {
    m->why = "this machine cannot run i386 programs natively (SYMX_I386), whose libm ILP32 programs call";
    return m;
  }
  snprintf(path, sizeof path, "%s/build/libm32-server", home);
  if (access(path, X_OK) != 0) {
    m->why = "build/libm32-server, i386 glibc's libm for ILP32 programs, was not built (no -m32 C library?)";
    return m;
  }
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) != 0) {
    m->why = "no socket pair for build/libm32-server";
    return m;
  }
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_adddup2(&fa, sv[1], 0);
  posix_spawn_file_actions_adddup2(&fa, sv[1], 1);
  char *argv[] = {path, NULL};
  int rc = posix_spawn(&m->pid, path, &fa, NULL, argv, environ);
  posix_spawn_file_actions_destroy(&fa);
  close(sv[1]);
  if (rc != 0) {
    close(sv[0]);
    m->pid = 0;
    m->why = rc == ENOEXEC ? "this machine cannot run i386 programs, whose libm ILP32 programs call"
                           : "build/libm32-server could not be started";
    return m;
  }
  m->fd = sv[0];
  return m;
}

static bool transfer(int fd, void *p, size_t n, bool out) {
  for (size_t done = 0; done < n;) {
    ssize_t k = out ? send(fd, (char *)p + done, n - done, MSG_NOSIGNAL) : recv(fd, (char *)p + done, n - done, 0);
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0) return false;
    done += (size_t)k;
  }
  return true;
}

bool math32_call(Math32 **mp, const char *name, const char *sig, const uint64_t *args, uint64_t *result,
                 int *err, const char **why) {
  if (!*mp) *mp = start();
  Math32 *m = *mp;
  if (m->fd < 0) {
    *why = m->why;
    return false;
  }
  Request q;
  memset(&q, 0, sizeof q);
  Reply r;
  if (strlen(name) >= sizeof q.name || strlen(sig) >= sizeof q.sig) {
    *why = "a name or signature the helper cannot take";
    return false;
  }
  strcpy(q.name, name);
  strcpy(q.sig, sig);
  for (size_t i = 0; i + 1 < strlen(sig) && i < 4; i++) q.arg[i] = args[i];
  if (!transfer(m->fd, &q, sizeof q, true) || !transfer(m->fd, &r, sizeof r, false)) {
    close(m->fd);
    m->fd = -1;
    m->why = "build/libm32-server stopped (it may not run on this machine)";
    *why = m->why;
    return false;
  }
  if (!r.ok) {
    *why = "not a function of i386 glibc's libm with that signature";
    return false;
  }
  *result = r.result;
  *err = r.err;
  return true;
}

void math32_free(Math32 *m) {
  if (!m) return;
  if (m->fd >= 0) close(m->fd); /* end of input: the helper returns */
  if (m->pid > 0) waitpid(m->pid, NULL, 0);
  xfree(m, sizeof *m);
}
