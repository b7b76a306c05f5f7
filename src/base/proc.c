/* proc: see proc.h. */
#include "base/proc.h"

#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>

#include "base/util.h"

extern char **environ;

/* environ with the NAME, VALUE pairs of set replacing or adding entries:
 * *nenv entries allocated, the *nowned from *first_owned on malloc'ed. */
static char **make_env(char *const *set, size_t *nenv, size_t *first_owned, size_t *nowned) {
  size_t n = 0, nset = 0;
  while (environ[n]) n++;
  while (set && set[2 * nset]) nset++;
  char **envp = xcalloc(n + nset + 1, sizeof(char *));
  size_t k = 0;
  for (size_t i = 0; i < n; i++) {
    bool replaced = false;
    for (size_t j = 0; j < nset; j++) {
      size_t len = strlen(set[2 * j]);
      replaced |= !strncmp(environ[i], set[2 * j], len) && environ[i][len] == '=';
    }
    if (!replaced) envp[k++] = environ[i];
  }
  *first_owned = k;
  for (size_t j = 0; j < nset; j++) {
    size_t len = strlen(set[2 * j]) + strlen(set[2 * j + 1]) + 2;
    envp[k] = xmalloc(len);
    snprintf(envp[k++], len, "%s=%s", set[2 * j], set[2 * j + 1]);
  }
  *nenv = n + nset + 1;
  *nowned = nset;
  return envp;
}

pid_t proc_spawn(const ProcSpec *p, const char *who) {
  size_t nenv, first_owned, nowned;
  char **envp = make_env(p->env_set, &nenv, &first_owned, &nowned);
  posix_spawn_file_actions_t fa;
  posix_spawnattr_t at;
  posix_spawn_file_actions_init(&fa);
  posix_spawnattr_init(&at);
  if (p->redirect) {
    posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&fa, 1, p->out ? p->out : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (p->err && p->out && !strcmp(p->err, p->out))
      posix_spawn_file_actions_adddup2(&fa, 1, 2);
    else
      posix_spawn_file_actions_addopen(&fa, 2, p->err ? p->err : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0644);
    posix_spawnattr_setflags(&at, POSIX_SPAWN_SETPGROUP);
    posix_spawnattr_setpgroup(&at, 0);
  }
  fflush(stdout);
  fflush(stderr);
  pid_t pid;
  int rc = posix_spawn(&pid, p->path, &fa, &at, p->argv, envp);
  posix_spawn_file_actions_destroy(&fa);
  posix_spawnattr_destroy(&at);
  for (size_t j = 0; j < nowned; j++) xstrfree(envp[first_owned + j]);
  xfree(envp, nenv * sizeof(char *));
  if (rc != 0) {
    fprintf(stderr, "%s: cannot run %s: %s\n", who, p->path, strerror(rc));
    return -1;
  }
  return pid;
}

int proc_wait(pid_t pid, double deadline, const volatile sig_atomic_t *interrupt, bool *stopped) {
  long nap = 50000; /* ns: short at first, for the many quick runs */
  int status = 0;
  *stopped = false;
  for (;;) {
    pid_t w = waitpid(pid, &status, WNOHANG);
    if (w == pid) return status;
    if (w < 0 && errno != EINTR) return -1;
    if (!*stopped && ((interrupt && *interrupt) || (deadline > 0 && util_now() >= deadline))) {
      *stopped = true;
      kill(-pid, SIGKILL); /* its process group, when it has one */
      kill(pid, SIGKILL);
    }
    struct timespec ts = {0, nap};
    nanosleep(&ts, NULL);
    if (nap < 5000000) nap *= 2;
  }
}
