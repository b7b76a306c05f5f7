/* The fork server of `symx cc` programs (`symx fuzz`; the client is
 * src/base/proc.h's proc_server_*). With SYMX_CC_SERVER=1 or 2 the program,
 * before any constructor of its own and before runtime.c sets up a run,
 * reads requests on descriptor 198 (a socket), one line each:
 *   BOUND BUDGET TIMEOUT SIZE
 * and for each forks a child that goes on as a fresh run of the program
 * with SYMX_CC_EXPAND=BOUND (-1: no expansion), SYMX_CC_EXPAND_S=BUDGET and,
 * when SIZE > 0, SIZE bytes of standard input or the file (SYMX_CC_STDIN or
 * SYMX_CC_FILE, whichever the server got; the other SYMX_CC_* variables as
 * the server got them). The server waits
 * for the child, killing it after TIMEOUT seconds (0: never), and answers
 *   STATUS TIMED_OUT
 * (the wait status; TIMED_OUT 1 when it killed it). At the end of the
 * requests it exits. Each run starts from the state the server had before
 * any of the program's code ran: globals, heap and shadows are a fresh
 * run's, and what a run did dies with its child; only the exec, the dynamic
 * link of Z3 and the C++ library and their start-up, and, with
 * SYMX_CC_SERVER=2, a Z3 context made for the expansions (not yet used:
 * runtime.c, cc_prepare_solver) are shared. symx fuzz sends the runs that
 * expand to a server of that kind and the others to one without (=1): a
 * fork copies the context's page tables, and the run's exit unmaps them.
 * A run that expands through a server without one makes its own. */
#define _GNU_SOURCE
#include <errno.h>
#include <poll.h>
#include <stdbool.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "runtime.h"

enum { SERVER_FD = 198 };

static double now_s(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* Waits for pid, killing it once `timeout` seconds pass (<= 0: never). */
static int wait_run(pid_t pid, double timeout, int *timed_out) {
  int st = 0;
  *timed_out = 0;
  double end = timeout > 0 ? now_s() + timeout : 0;
#ifdef SYS_pidfd_open
  int pfd = (int)syscall(SYS_pidfd_open, pid, 0);
#else
  int pfd = -1;
#endif
  long nap = 20000; /* ns, without a pidfd */
  for (;;) {
    pid_t w = waitpid(pid, &st, end > 0 || pfd >= 0 ? WNOHANG : 0);
    if (w == pid) break;
    if (w < 0 && errno != EINTR) {
      st = -1;
      break;
    }
    if (end > 0 && now_s() >= end && !*timed_out) {
      *timed_out = 1;
      kill(pid, SIGKILL);
      end = 0;
    }
    if (pfd >= 0) { /* the child's end wakes the poll at once */
      struct pollfd p = {pfd, POLLIN, 0};
      poll(&p, 1, end > 0 ? (int)((end - now_s()) * 1000) + 1 : -1);
    } else if (end > 0) {
      struct timespec ts = {0, nap};
      nanosleep(&ts, NULL);
      if (nap < 2000000) nap *= 2;
    }
  }
  if (pfd >= 0) close(pfd);
  return st;
}

/* One request line into buf; false at the end of the requests. */
static bool read_request(char *buf, size_t n) {
  size_t got = 0;
  while (got + 1 < n) {
    ssize_t r = read(SERVER_FD, buf + got, 1); /* a byte at a time: nothing read past the line */
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) return false;
    if (buf[got] == '\n') break;
    got++;
  }
  buf[got] = 0;
  return true;
}

__attribute__((constructor(101))) static void cc_serve(void) {
  const char *on = getenv("SYMX_CC_SERVER");
  if (!on || (strcmp(on, "1") != 0 && strcmp(on, "2") != 0)) return;
  bool solver = !strcmp(on, "2");
  unsetenv("SYMX_CC_SERVER"); /* not for the children, nor programs they run */
  signal(SIGPIPE, SIG_IGN);
  if (solver) cc_prepare_solver();
  char req[256];
  while (read_request(req, sizeof req)) {
    long long bound = -1, size = 0;
    double budget = 0, timeout = 0;
    if (sscanf(req, "%lld %lf %lf %lld", &bound, &budget, &timeout, &size) != 4) _exit(121);
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) {
      close(SERVER_FD);
      signal(SIGPIPE, SIG_DFL);
      char b[32], s[32];
      snprintf(b, sizeof b, "%lld", bound);
      snprintf(s, sizeof s, "%.3f", budget);
      setenv("SYMX_CC_EXPAND", bound >= 0 ? b : "", 1);
      setenv("SYMX_CC_EXPAND_S", s, 1);
      const char *in = getenv("SYMX_CC_STDIN"), *file = getenv("SYMX_CC_FILE");
      snprintf(b, sizeof b, "%lld", size);
      if (size > 0 && in && *in) setenv("SYMX_CC_STDIN", b, 1);
      else if (size > 0 && file && *file) setenv("SYMX_CC_FILE", b, 1);
      return; /* on as a fresh run of the program */
    }
    int timed_out = 0, st = pid > 0 ? wait_run(pid, timeout, &timed_out) : -1;
    char ans[64];
    int len = snprintf(ans, sizeof ans, "%d %d\n", st, timed_out);
    if (write(SERVER_FD, ans, (size_t)len) != len) _exit(0);
  }
  _exit(0);
}
