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
} ProcSpec;

/* Starts the program. Returns its pid, or -1 after saying on stderr why it
 * could not start (`who` begins the message: "symx", "symx replay"). */
pid_t proc_spawn(const ProcSpec *p, const char *who);

/* Waits for pid. It is killed (its process group too) once `deadline`
 * passes (util_now() time; <= 0: none) or *interrupt becomes nonzero (may
 * be NULL); *stopped then says so. Returns the wait status, or -1. */
int proc_wait(pid_t pid, double deadline, const volatile sig_atomic_t *interrupt, bool *stopped);

#endif
