/* proc: running another program (clang, a native build under test, qemu)
 * with a time limit, stopped at once on an interrupt. */
#ifndef SYMX_BASE_PROC_H
#define SYMX_BASE_PROC_H

#include <signal.h>
#include <stdbool.h>
#include <sys/types.h>

typedef struct ProcSpec {
  const char *path;          /* the program */
  char *const *argv;         /* NULL-terminated */
  bool redirect;             /* stdin from /dev/null, stdout and stderr to out
                                and err (NULL: /dev/null; the same path: one
                                file), in a process group of its own; when
                                false the child shares symx's stdio */
  const char *out, *err;
  char *const *env_set;      /* NAME, VALUE, ..., NULL: set in its environment */
  int server_fd;             /* > 0: made the child's PROC_SERVER_FD (proc_server_start) */
} ProcSpec;

/* Starts the program. Returns its pid, or -1 after saying on stderr why it
 * could not start (`who` begins the message: "symx", "symx replay"). */
pid_t proc_spawn(const ProcSpec *p, const char *who);

/* Waits for pid. It is killed (its process group too) once `deadline`
 * passes (util_now() time; <= 0: none) or *interrupt becomes nonzero (may
 * be NULL); *stopped then says so. Returns the wait status, or -1. */
int proc_wait(pid_t pid, double deadline, const volatile sig_atomic_t *interrupt, bool *stopped);

/* A fork server: a program started once that takes one request line at a
 * time on its descriptor PROC_SERVER_FD (a socket), forks a fresh child of
 * itself for it (the program as just started, before main: nothing of an
 * earlier child's run is left in it), waits for the child and answers one
 * line on the same descriptor (runtime/concolic/runtime.c and the replay
 * runtime's batch mode serve so). One exec, dynamic link and sanitizer
 * start-up then serve every run. */
enum { PROC_SERVER_FD = 198 };
typedef struct ProcServer {
  pid_t pid;                 /* 0: not running */
  int fd;
} ProcServer;

/* Starts p (its redirect must be true) as a fork server. False, after
 * saying why on stderr, when it cannot start. */
bool proc_server_start(ProcServer *s, const ProcSpec *p, const char *who);

/* Sends `request` (a line, '\n' included) and reads the answer's line into
 * reply (without its '\n'). False when the server is gone or answers
 * nothing by `deadline` (<= 0: none) or before *interrupt (may be NULL)
 * becomes nonzero: *stopped then says it was the deadline or the interrupt,
 * and the server is stopped (killed, with its process group). */
bool proc_server_ask(ProcServer *s, const char *request, char *reply, size_t n, double deadline,
                     const volatile sig_atomic_t *interrupt, bool *stopped);

/* Stops the server (closing its descriptor ends it; killed if it lingers). */
void proc_server_stop(ProcServer *s);

#endif
