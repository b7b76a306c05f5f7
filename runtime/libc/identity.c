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

/* pid, ppid, uid, euid, gid, egid: each made an input at its first call. */
static int symx_ids[6];
static int symx_have_ids[6];

/* Input `which`, named `name`, in lo..hi (signed for the process ids,
 * unsigned for the user ids, where hi is (unsigned)-2). */
static int symx_id(int which, const char *name, long long lo, long long hi, int is_signed) {
  if (!symx_have_ids[which]) {
    klee_make_symbolic(&symx_ids[which], sizeof symx_ids[which], name);
    long long v = is_signed ? (long long)symx_ids[which] : (long long)(unsigned)symx_ids[which];
    klee_assume(v >= lo);
    klee_assume(v <= hi);
    symx_have_ids[which] = 1;
  }
  return symx_ids[which];
}

SYMX_MODEL int getpid(void) { return symx_id(0, "getpid", 1, SYMX_PID_MAX, 1); }
SYMX_MODEL int getppid(void) { return symx_id(1, "getppid", 0, SYMX_PID_MAX, 1); }
SYMX_MODEL unsigned getuid(void) { return (unsigned)symx_id(2, "getuid", 0, 0xfffffffeu, 0); }
SYMX_MODEL unsigned geteuid(void) { return (unsigned)symx_id(3, "geteuid", 0, 0xfffffffeu, 0); }
SYMX_MODEL unsigned getgid(void) { return (unsigned)symx_id(4, "getgid", 0, 0xfffffffeu, 0); }
SYMX_MODEL unsigned getegid(void) { return (unsigned)symx_id(5, "getegid", 0, 0xfffffffeu, 0); }
