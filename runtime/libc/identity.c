/* identity.c — the process's identity as inputs: getpid, getppid, getuid,
 * geteuid, getgid, getegid.
 *
 * Which process ids and user ids a program gets depends on how it is run,
 * so the first call of each function makes an input named after it (as
 * large as a pid_t or uid_t), recorded in the test; later calls give the
 * same value, as they do in a process that neither forks nor changes its
 * ids (setuid and fork are not modelled). `symx replay` hands the values
 * back to the native program (runtime/replay/runtime.c). What Linux
 * guarantees is assumed: a process id is in 1..2^22 (PID_MAX_LIMIT), the
 * parent's in 0..2^22 (0 when the parent is outside the process's pid
 * namespace), and no user or group id is (uid_t)-1, which means "no id". */
#include <stddef.h>
#include <stdint.h>

#define SYMX_MODEL __attribute__((weak))

enum { SYMX_PID_MAX = 1 << 22 };

void klee_make_symbolic(void *addr, size_t size, const char *name);
void klee_assume(uintptr_t cond);

static int symx_pid, symx_ppid, symx_have_pid, symx_have_ppid;
/* uid, euid, gid, egid */
static unsigned symx_ids[4];
static int symx_have_ids[4];

SYMX_MODEL int getpid(void) {
  if (!symx_have_pid) {
    klee_make_symbolic(&symx_pid, sizeof symx_pid, "getpid");
    klee_assume(symx_pid >= 1);
    klee_assume(symx_pid <= SYMX_PID_MAX);
    symx_have_pid = 1;
  }
  return symx_pid;
}

SYMX_MODEL int getppid(void) {
  if (!symx_have_ppid) {
    klee_make_symbolic(&symx_ppid, sizeof symx_ppid, "getppid");
    klee_assume(symx_ppid >= 0);
    klee_assume(symx_ppid <= SYMX_PID_MAX);
    symx_have_ppid = 1;
  }
  return symx_ppid;
}

static unsigned symx_id(int which, const char *name) {
  if (!symx_have_ids[which]) {
    klee_make_symbolic(&symx_ids[which], sizeof symx_ids[which], name);
    klee_assume(symx_ids[which] != (unsigned)-1);
    symx_have_ids[which] = 1;
  }
  return symx_ids[which];
}

SYMX_MODEL unsigned getuid(void) { return symx_id(0, "getuid"); }
SYMX_MODEL unsigned geteuid(void) { return symx_id(1, "geteuid"); }
SYMX_MODEL unsigned getgid(void) { return symx_id(2, "getgid"); }
SYMX_MODEL unsigned getegid(void) { return symx_id(3, "getegid"); }
