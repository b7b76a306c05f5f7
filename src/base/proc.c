/* proc: see proc.h. */
#include "base/proc.h"

#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <poll.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>
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
  if (p->server_fd > 0) posix_spawn_file_actions_adddup2(&fa, p->server_fd, PROC_SERVER_FD);
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

/* ---- Fork servers ------------------------------------------------------------------ */

bool proc_server_start(ProcServer *s, const ProcSpec *p, const char *who) {
  int sv[2];
  memset(s, 0, sizeof *s);
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) != 0) {
    fprintf(stderr, "%s: cannot make a socket for a fork server: %s\n", who, strerror(errno));
    return false;
  }
  ProcSpec q = *p;
  q.server_fd = sv[1]; /* dup2 clears its close-on-exec in the child */
  pid_t pid = proc_spawn(&q, who);
  close(sv[1]);
  if (pid <= 0) {
    close(sv[0]);
    return false;
  }
  s->pid = pid;
  s->fd = sv[0];
  return true;
}

static void server_kill(ProcServer *s) {
  if (!s->pid) return;
  kill(-s->pid, SIGKILL); /* its process group: the server and its child */
  kill(s->pid, SIGKILL);
  waitpid(s->pid, NULL, 0);
  close(s->fd);
  s->pid = 0;
  s->fd = -1;
}

bool proc_server_ask(ProcServer *s, const char *request, char *reply, size_t n, double deadline,
                     const volatile sig_atomic_t *interrupt, bool *stopped) {
  *stopped = false;
  if (!s->pid) return false;
  size_t len = strlen(request);
  for (size_t done = 0; done < len;) {
    ssize_t w = send(s->fd, request + done, len - done, MSG_NOSIGNAL);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) {
      server_kill(s);
      return false;
    }
    done += (size_t)w;
  }
  size_t got = 0;
  for (;;) {
    if ((interrupt && *interrupt) || (deadline > 0 && util_now() >= deadline)) {
      *stopped = true;
      server_kill(s);
      return false;
    }
    struct pollfd pf = {s->fd, POLLIN, 0};
    int ms = 50; /* so that an interrupt is seen soon */
    if (deadline > 0 && (deadline - util_now()) * 1000 < ms) ms = (int)((deadline - util_now()) * 1000) + 1;
    int pr = poll(&pf, 1, ms);
    if (pr < 0 && errno != EINTR) break;
    if (pr <= 0) continue;
    /* the server answers one line a request, and nothing after it */
    ssize_t r = n > got + 1 ? read(s->fd, reply + got, n - 1 - got) : -1;
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) break;
    got += (size_t)r;
    char *nl = memchr(reply, '\n', got);
    if (nl) {
      *nl = 0;
      return true;
    }
  }
  server_kill(s); /* gone, or it said something else */
  return false;
}

void proc_server_stop(ProcServer *s) {
  if (!s->pid) return;
  shutdown(s->fd, SHUT_RDWR); /* the server reads the end of its requests and exits */
  for (int i = 0; i < 200; i++) {
    if (waitpid(s->pid, NULL, WNOHANG) == s->pid) {
      close(s->fd);
      s->pid = 0;
      s->fd = -1;
      return;
    }
    struct timespec ts = {0, 1000000};
    nanosleep(&ts, NULL);
  }
  server_kill(s);
}
