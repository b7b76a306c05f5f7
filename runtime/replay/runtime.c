/* The replay runtime: symx's input API for native builds.
 *
 * A program compiled natively and linked with this file (build/replay/runtime.o,
 * or the archive build/libsymx-replay.a) gets its inputs from one symx test:
 *
 *     SYMX_TEST=out/test000003.json ./prog
 *
 * Every input function (symx_*, klee_*, __VERIFIER_nondet_*) takes the test's
 * next input, in creation order, exactly as symx created it (src/engine/builtins.c):
 * the same name, the same size, the bytes copied as they are (little-endian
 * for integers); __VERIFIER_nondet_bool's byte must be 0 or 1; klee_range's
 * value must lie in its range and a one-value range takes no input. Assumptions
 * are checked: a test whose inputs violate one does not belong to this path.
 *
 * When the test does not fit the program (it has fewer inputs than the program
 * asks for, a name or size differs, a value is outside its domain) the runtime
 * prints a line starting "symx-replay: misfit:" and exits with status 121. An
 * assumption that does not hold prints "symx-replay: assumption violated" and
 * exits with 122. reach_error() (defined here only if the program defines none)
 * prints "symx-replay: reach_error() called" and aborts.
 *
 * A test of a run with --sym-args or --sym-stdin starts with the inputs that
 * describe main's arguments and standard input (cmdline.c). Before main, a
 * constructor makes standard input a file of exactly the test's bytes and, if
 * the test gives arguments, calls main itself with argc and argv as symx
 * built them (then exits with its result: the libc never calls main). The
 * program's own inputs are the ones after these. Such a constructor runs only
 * if this object is linked: a program that takes nothing from the archive
 * needs build/replay/runtime.o, or -Wl,--whole-archive.
 *
 * A call through a NULL function pointer jumps to address 0, where no stack
 * unwinder finds the caller; a SIGSEGV handler installed here prints the
 * caller, as a stack frame "#1 PC  (BINARY+0xOFFSET)", before the fault goes
 * on to the handler installed before it (the sanitizer's, or the default).
 *
 * Every definition is weak, so a program's own definition wins (as it does
 * under symx), but the clocks' (time, gettimeofday, clock_gettime, clock)
 * and the opening of files (fopen, open and their 64 forms):
 * AddressSanitizer intercepts those with weak definitions of its own, which
 * would win instead. This file has no other global symbols than the input
 * API, getenv, setenv, the clocks, the opening of files and
 * symx_replay_nondet (for the definitions symx replay generates). */
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>

/* The test-file reader, compiled into this object with static linkage. */
#define SJ_API static
#include "json.c"
#include "cmdline.c"
#include "klee/klee.h"
#include "symx.h"
#include "contract.c"

#define WEAK __attribute__((weak))
enum { EXIT_MISFIT = 121, EXIT_ASSUME = 122 };

static SjInput *rt_inputs;
static long rt_ninputs = -1;  /* -1: not loaded yet */
static long rt_next;
static unsigned char *rt_claimed; /* per input: an --entry driver gave it (__symx_replay_claim) */
static int rt_halted;   /* the test is of a path the run's stop cut ("halted"): inputs the path
                           had not made yet are zero (symx wrote none for them) */
static const char *rt_path;
static SjCmdline rt_cmd; /* the test's command line and stdin (its first inputs) */

extern char **environ;
/* The process's own environment: getenv, below, is the program's. */
static char *rt_real_getenv(const char *name) {
  size_t n = strlen(name);
  for (char **e = environ; e && *e; e++)
    if (!strncmp(*e, name, n) && (*e)[n] == '=') return *e + n + 1;
  return NULL;
}

static _Noreturn void rt_misfit(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static _Noreturn void rt_misfit(const char *fmt, ...) {
  char msg[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  fprintf(stderr, "symx-replay: misfit: %s%s%s\n", rt_path ? rt_path : "", rt_path ? ": " : "", msg);
  fflush(stdout);
  _exit(EXIT_MISFIT);
}

static void rt_check_unused(void) {
  while (rt_next < rt_ninputs && rt_claimed[rt_next]) rt_next++;
  if (rt_ninputs > 0 && rt_next < rt_ninputs)
    fprintf(stderr, "symx-replay: note: the program used %ld of the test's %ld inputs\n", rt_next,
            rt_ninputs);
}

static void rt_load(void) {
  if (rt_ninputs >= 0) return;
  const char *path = rt_real_getenv("SYMX_TEST");
  if (!path || !*path)
    rt_misfit("SYMX_TEST is not set; set it to the path of a symx test file (testNNNNNN.json)");
  rt_path = path;
  char err[512];
  SjValue *v = sj_load_test(path, err, sizeof err); /* .json, or KLEE's .ktest */
  if (!v) rt_misfit("%s", err);
  long k = sj_test_inputs(v, &rt_inputs, err, sizeof err);
  const SjValue *oc = sj_get(v, "outcome"), *kind = oc ? sj_get(oc, "kind") : NULL;
  rt_halted = kind && kind->type == SJ_STR && !strcmp(kind->str, "halted");
  sj_free(v);
  if (k < 0) rt_misfit("%s", err);
  if (!sj_cmdline(rt_inputs, k, &rt_cmd, err, sizeof err)) rt_misfit("%s", err);
  rt_ninputs = k;
  rt_claimed = calloc((size_t)k + 1, 1);
  if (!rt_claimed) rt_misfit("out of memory");
  rt_next = rt_cmd.ninputs; /* the program's own inputs come after these */
  atexit(rt_check_unused);
}

/* Whether input k is passed over when the program asks for `name`: an
 * --entry driver's (claimed), or "uninit" — the contents symx gave
 * uninitialised memory (sv-comp), which a native run cannot choose. */
static bool rt_passed_over(long k, const char *name) {
  return rt_claimed[k] || (!strcmp(rt_inputs[k].name, "uninit") && strcmp(name, "uninit") != 0);
}

/* An --entry test's C driver builds the function's parameters and the heap
 * they point to itself: it claims those inputs by name (the first of that
 * name not claimed yet), so that the function's own inputs (a symx_int it
 * calls) are read in order around them. */
void __symx_replay_claim(const char *name) {
  rt_load();
  for (long k = rt_cmd.ninputs; k < rt_ninputs; k++)
    if (!rt_claimed[k] && !strcmp(rt_inputs[k].name, name)) {
      rt_claimed[k] = 1;
      return;
    }
  rt_misfit("the driver's input '%s' is not among the test's inputs", name);
}

/* `size` zero bytes: an input beyond a halted test's own (its path had not made it). */
static const unsigned char *rt_zeros(size_t size) {
  static unsigned char *z;
  static size_t n;
  if (size > n) {
    free(z);
    if (!(z = calloc(size, 1))) rt_misfit("out of memory");
    n = size;
  }
  return z;
}

/* Whether the program's next input asking for `name` lies past the end of
 * a halted test's inputs (the inputs passed over skipped first). */
static bool rt_past_halted(const char *name) {
  rt_load();
  while (rt_next < rt_ninputs && rt_passed_over(rt_next, name)) rt_next++;
  return rt_halted && rt_next >= rt_ninputs;
}

/* The test's next input, which must be named `name` and hold `size` bytes
 * (or zeros past the end of a halted test). */
static const unsigned char *rt_take(const char *name, size_t size, const char *api) {
  if (rt_past_halted(name)) return rt_zeros(size);
  if (rt_next >= rt_ninputs)
    rt_misfit("the program asks for input %ld '%s' (%zu bytes, by %s) but the test has only %ld input%s",
              rt_next + 1, name, size, api, rt_ninputs, rt_ninputs == 1 ? "" : "s");
  const SjInput *in = &rt_inputs[rt_next];
  if (strcmp(in->name, name) != 0)
    rt_misfit("input %ld is '%s' in the test but the program asks for '%s' (by %s)", rt_next + 1,
              in->name, name, api);
  if (in->size != size)
    rt_misfit("input %ld '%s' has %zu bytes in the test but the program asks for %zu (by %s)",
              rt_next + 1, name, in->size, size, api);
  rt_next++;
  return in->bytes;
}

static _Noreturn void rt_assume_failed(const char *api) {
  fprintf(stderr,
          "symx-replay: assumption violated: %s(0) after input %ld; the test's inputs do not "
          "satisfy this path's assumptions\n",
          api, rt_next);
  fflush(stdout);
  _exit(EXIT_ASSUME);
}

static void rt_make_symbolic(void *addr, size_t size, const char *name, const char *api) {
  if (size == 0) return; /* symx creates no input either */
  memcpy(addr, rt_take(name ? name : "input", size, api), size);
}

static int rt_int(const char *name, const char *dflt, const char *api) {
  int v;
  memcpy(&v, rt_take(name ? name : dflt, sizeof v, api), sizeof v);
  return v;
}

static int rt_range(int lo, int hi, const char *name, const char *api) {
  if (hi <= lo) {
    fprintf(stderr, "symx-replay: %s: empty range [%d, %d)\n", api, lo, hi);
    abort();
  }
  if (hi == lo + 1) return lo;
  const char *n = name ? name : "range";
  if (rt_past_halted(n)) return lo; /* past a halted test's inputs: the range's first value */
  int v;
  memcpy(&v, rt_take(n, sizeof v, api), sizeof v);
  if (v < lo || v >= hi)
    rt_misfit("input %ld '%s' is %d, outside the range [%d, %d) of %s", rt_next, n, v, lo, hi, api);
  return v;
}

WEAK void symx_make_symbolic(void *addr, size_t size, const char *name) {
  rt_make_symbolic(addr, size, name, "symx_make_symbolic");
}
WEAK void klee_make_symbolic(void *addr, size_t nbytes, const char *name) {
  rt_make_symbolic(addr, nbytes, name, "klee_make_symbolic");
}
WEAK int symx_int(const char *name) { return rt_int(name, "int", "symx_int"); }
WEAK int klee_int(const char *name) { return rt_int(name, "int", "klee_int"); }
WEAK int symx_range(int lo, int hi, const char *name) { return rt_range(lo, hi, name, "symx_range"); }
WEAK int klee_range(int start, int end, const char *name) {
  return rt_range(start, end, name, "klee_range");
}
WEAK void symx_assume(uintptr_t cond) {
  if (!cond) rt_assume_failed("symx_assume");
}
WEAK void klee_assume(uintptr_t condition) {
  if (!condition) rt_assume_failed("klee_assume");
}
WEAK void __VERIFIER_assume(int cond) {
  if (!cond) rt_assume_failed("__VERIFIER_assume");
}
/* Natively nothing is symbolic. */
WEAK unsigned symx_is_symbolic(uintptr_t v) { return 0; }

/* A precondition symx checks; natively the test's driver built it true. */
WEAK void symx_assume_valid(const void *p, size_t size) {}
WEAK unsigned klee_is_symbolic(uintptr_t n) { return 0; }
/* symx ends such a path without a test: a test reaching it natively diverged. */
WEAK void klee_silent_exit(int status) {
  fprintf(stderr, "symx-replay: klee_silent_exit(%d) called\n", status);
  exit(status);
}

#define NONDET(type, fn, name)                                                  \
  WEAK type fn(void) {                                                          \
    type v;                                                                     \
    memcpy(&v, rt_take(name, sizeof v, #fn), sizeof v);                         \
    return v;                                                                   \
  }
#include "../nondet_list.h"
#undef NONDET

/* Any other __VERIFIER_nondet_X (`api`) returning an integer: the next input,
 * named `name`, of whatever size up to 16 bytes (8 on i386) the test gives
 * it, sign- or zero-extended. Returned as the widest integer (rax:rdx, or
 * edx:eax on i386), which every integer result type reads correctly. */
#ifdef __SIZEOF_INT128__
typedef __int128 rt_wide;
typedef unsigned __int128 rt_uwide;
#else
typedef long long rt_wide;
typedef unsigned long long rt_uwide;
#endif
WEAK rt_wide symx_replay_nondet(const char *name, int is_signed, const char *api) {
  rt_load();
  size_t size = rt_next < rt_ninputs ? rt_inputs[rt_next].size : 1;
  if (size == 0 || size > sizeof(rt_wide))
    rt_misfit("input %ld '%s' has %zu bytes in the test, not 1 to %zu (by %s)", rt_next + 1, name, size,
              sizeof(rt_wide), api);
  const unsigned char *b = rt_take(name, size, api);
  rt_uwide v = 0;
  for (size_t i = 0; i < size; i++) v |= (rt_uwide)b[i] << (8 * i);
  if (is_signed && size < sizeof(rt_wide) && (b[size - 1] & 0x80)) v |= ~(rt_uwide)0 << (8 * size);
  return (rt_wide)v;
}

WEAK _Bool __VERIFIER_nondet_bool(void) {
  unsigned char b = rt_take("nondet_bool", 1, "__VERIFIER_nondet_bool")[0];
  if (b > 1) rt_misfit("input %ld 'nondet_bool' is %u, not 0 or 1", rt_next, b);
  return b;
}

/* ---- The environment of a --sym-env run ------------------------------------------
 * Under `symx run --sym-env N` the first time a path needs to know whether
 * NAME is set (getenv, or setenv without overwriting, of a NAME the program
 * has not set or unset itself) takes an input "env:NAME" of N + 2 bytes
 * (runtime/libc/env.c): byte 0 is 1 when the variable is set, the value
 * follows, NUL-terminated. Here getenv and setenv take that input when it
 * is the test's next one and put what it says into the process's own
 * environment, where glibc's setenv, unsetenv and putenv then work as
 * usual; without a test (or a run without --sym-env) the environment is
 * the real one. setenv is defined here only to take the input first, and
 * sets the variable through putenv. glibc's clearenv empties the
 * environment (SYMX_TEST included: the test is loaded before main). */

/* Whether the test's next input (past "uninit" ones) is named `name`;
 * false without a test. */
static bool rt_next_is(const char *name) {
  const char *test = rt_real_getenv("SYMX_TEST");
  if (rt_ninputs < 0 && (!test || !*test)) return false;   /* loaded: clearenv may have dropped it */
  rt_load();
  while (rt_next < rt_ninputs && rt_claimed[rt_next]) rt_next++; /* for callers that read rt_next */
  long k = rt_next;
  while (k < rt_ninputs && rt_passed_over(k, name)) k++;
  return k < rt_ninputs && !strcmp(rt_inputs[k].name, name);
}

/* NAME=value in the process's environment (a string of its own). */
static int rt_env_put(const char *name, const char *value) {
  size_t n = strlen(name), v = strlen(value);
  char *s = malloc(n + v + 2);
  if (!s) {
    errno = ENOMEM;
    return -1;
  }
  memcpy(s, name, n), s[n] = '=', memcpy(s + n + 1, value, v + 1);
  return putenv(s);
}

/* When the test's next input is "env:NAME", takes it and sets or unsets
 * NAME as it says. */
static void rt_env_take(const char *name, const char *api) {
  const char *test = rt_real_getenv("SYMX_TEST");
  if (rt_ninputs < 0 && (!test || !*test)) return; /* no test: nothing to take (and no malloc) */
  size_t n = strlen(name);
  char *full = malloc(n + 5);
  if (!full) rt_misfit("out of memory");
  memcpy(full, "env:", 4), memcpy(full + 4, name, n + 1);
  if (rt_next_is(full)) {
    size_t size = rt_inputs[rt_next].size;
    if (size < 2) rt_misfit("input %ld '%s' has %zu bytes, fewer than 2", rt_next + 1, full, size);
    const unsigned char *b = rt_take(full, size, api);
    if (b[0] > 1 || b[size - 1] != 0) {
      fprintf(stderr, "symx-replay: assumption violated: input '%s' is not a set byte 0 or 1 and a NUL-terminated value\n",
              full);
      fflush(stdout);
      _exit(EXIT_ASSUME);
    }
    if (b[0] ? rt_env_put(name, (const char *)b + 1) != 0 : unsetenv(name) != 0) rt_misfit("out of memory");
  }
  free(full);
}

WEAK char *getenv(const char *name) {
  if (!name[0]) return NULL; /* as in glibc, and in symx's model */
  rt_env_take(name, "getenv");
  return rt_real_getenv(name);
}

/* glibc's secure_getenv calls its own getenv, not the one above; the
 * program is not set-user-ID, so it is getenv. */
WEAK char *secure_getenv(const char *name) { return getenv(name); }

WEAK int setenv(const char *name, const char *value, int overwrite) {
  if (!name || !name[0] || strchr(name, '=')) {
    errno = EINVAL;
    return -1;
  }
  if (!overwrite) {
    rt_env_take(name, "setenv");
    if (rt_real_getenv(name)) return 0;
  }
  return rt_env_put(name, value);
}

/* ---- The clocks --------------------------------------------------------------------
 * symx makes each reading of time, gettimeofday, clock_gettime and clock an
 * input named after the function (runtime/libc/time.c); these take it back
 * when it is the test's next input, and otherwise ask the C library. They
 * are strong definitions (see the top of this file): a program defining one
 * of them cannot be linked with this runtime. The
 * test's values are used as they are: symx's assumptions on them (seconds
 * not negative, ...) hold for every test it writes. */
#include <dlfcn.h>
#include <sys/time.h>
#include <time.h>

#define RT_REAL(type, fn) ((type)dlsym(RTLD_NEXT, #fn))

time_t time(time_t *t) {
  if (!rt_next_is("time")) return RT_REAL(time_t(*)(time_t *), time)(t);
  time_t v;
  memcpy(&v, rt_take("time", sizeof v, "time"), sizeof v);
  if (t) *t = v;
  return v;
}

int gettimeofday(struct timeval *restrict tv, void *restrict tz) {
  if (!rt_next_is("gettimeofday"))
    return RT_REAL(int (*)(struct timeval *, void *), gettimeofday)(tv, tz);
  struct timeval v;
  memcpy(&v, rt_take("gettimeofday", sizeof v, "gettimeofday"), sizeof v);
  if ((uintptr_t)tv != 0) *tv = v; /* glibc declares it nonnull; symx allows NULL */
  return 0;
}

int clock_gettime(clockid_t id, struct timespec *ts) {
  if (!rt_next_is("clock_gettime")) return RT_REAL(int (*)(clockid_t, struct timespec *), clock_gettime)(id, ts);
  memcpy(ts, rt_take("clock_gettime", sizeof *ts, "clock_gettime"), sizeof *ts);
  return 0;
}

clock_t clock(void) {
  if (!rt_next_is("clock")) return RT_REAL(clock_t(*)(void), clock)();
  clock_t v;
  memcpy(&v, rt_take("clock", sizeof v, "clock"), sizeof v);
  return v;
}

/* getpid, getppid, getuid, geteuid, getgid, getegid: symx makes the first
 * call of each an input named after it and gives the same value after
 * (runtime/libc/identity.c); so do these, asking the C library only when
 * the test has no such input next. */
#define RT_IDENTITY(type, fn)                                     \
  type fn(void) {                                                 \
    static int taken;                                             \
    static type v;                                                \
    if (taken) return v;                                          \
    if (!rt_next_is(#fn)) return RT_REAL(type(*)(void), fn)();    \
    memcpy(&v, rt_take(#fn, sizeof v, #fn), sizeof v);            \
    taken = 1;                                                    \
    return v;                                                     \
  }
RT_IDENTITY(pid_t, getpid)
RT_IDENTITY(pid_t, getppid)
RT_IDENTITY(uid_t, getuid)
RT_IDENTITY(uid_t, geteuid)
RT_IDENTITY(gid_t, getgid)
RT_IDENTITY(gid_t, getegid)

/* access, unlink, remove, rmdir, rename, mkdir: symx makes each call's
 * outcome an input named after the function, 0 or an errno value
 * (runtime/libc/fsops.c); these hand it back without touching the file
 * system, and ask the C library only when the test has no such input next. */
static int rt_fsop(const char *what) {
  unsigned char v = rt_take(what, 1, what)[0];
  if (!v) return 0;
  errno = v;
  return -1;
}

int access(const char *name, int mode) {
  if (!rt_next_is("access")) return RT_REAL(int (*)(const char *, int), access)(name, mode);
  return rt_fsop("access");
}
int unlink(const char *name) {
  if (!rt_next_is("unlink")) return RT_REAL(int (*)(const char *), unlink)(name);
  return rt_fsop("unlink");
}
int rmdir(const char *name) {
  if (!rt_next_is("rmdir")) return RT_REAL(int (*)(const char *), rmdir)(name);
  return rt_fsop("rmdir");
}
int remove(const char *name) {
  if (!rt_next_is("remove")) return RT_REAL(int (*)(const char *), remove)(name);
  return rt_fsop("remove");
}
int rename(const char *from, const char *to) {
  if (!rt_next_is("rename")) return RT_REAL(int (*)(const char *, const char *), rename)(from, to);
  return rt_fsop("rename");
}
int mkdir(const char *name, mode_t mode) {
  if (!rt_next_is("mkdir")) return RT_REAL(int (*)(const char *, mode_t), mkdir)(name, mode);
  return rt_fsop("mkdir");
}

/* isatty: symx makes each call an input "isatty", 0 or 1 (runtime/libc/tty.c). */
WEAK int isatty(int fd) {
  if (!rt_next_is("isatty")) return RT_REAL(int (*)(int), isatty)(fd);
  unsigned char v = rt_take("isatty", 1, "isatty")[0];
  if (v > 1) rt_misfit("input %ld 'isatty' is %u, not 0 or 1", rt_next, v);
  if (!v) errno = ENOTTY;
  return v;
}

WEAK void reach_error(void) {
  fputs("symx-replay: reach_error() called\n", stderr);
  abort();
}

/* ---- Calls through NULL function pointers (x86-64 and i386 Linux) ---------- */
#if (defined(__x86_64__) || defined(__i386__)) && defined(__linux__)
#include <link.h>
#include <ucontext.h>

static struct sigaction rt_old_segv;
static unsigned long rt_bias; /* the executable's load bias (0 unless PIE) */

static void rt_put(const char *s, size_t n) {
  while (n) {
    ssize_t w = write(2, s, n);
    if (w <= 0) return;
    s += w, n -= (size_t)w;
  }
}

static void rt_put_hex(unsigned long v) {
  char b[20];
  int n = 0;
  do b[sizeof b - 1 - n++] = "0123456789abcdef"[v & 15]; while ((v >>= 4) && n < 16);
  rt_put("0x", 2);
  rt_put(b + sizeof b - n, (size_t)n);
}

static void rt_segv(int sig, siginfo_t *si, void *ctx) {
  /* First hand the signal back to the previous handler: the fault happens
   * again on return (or at once, should reading the stack below fault). */
  sigaction(SIGSEGV, &rt_old_segv, NULL);
  ucontext_t *uc = ctx;
#ifdef __x86_64__
  unsigned long pc = (unsigned long)uc->uc_mcontext.gregs[REG_RIP];
  unsigned long sp = (unsigned long)uc->uc_mcontext.gregs[REG_RSP];
#else
  unsigned long pc = (unsigned long)uc->uc_mcontext.gregs[REG_EIP];
  unsigned long sp = (unsigned long)uc->uc_mcontext.gregs[REG_ESP];
#endif
  if (pc < 4096 && sp) {
    /* the call pushed its return address: the caller's frame */
    unsigned long ret = *(unsigned long *)sp;
    char exe[4096];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe);
    rt_put("symx-replay: call to address ", 29);
    rt_put_hex(pc);
    rt_put(" from:\n    #1 ", 14);
    rt_put_hex(ret);
    rt_put("  (", 3);
    if (n > 0) rt_put(exe, (size_t)n);
    rt_put("+", 1);
    rt_put_hex(ret - rt_bias); /* an address in the file, as the symbolizer wants */
    rt_put(")\n", 2);
  }
  (void)sig, (void)si;
}

static int rt_first_module(struct dl_phdr_info *info, size_t size, void *data) {
  (void)size;
  *(unsigned long *)data = (unsigned long)info->dlpi_addr;
  return 1; /* the first one is the executable */
}

static void rt_install_segv(void) {
  dl_iterate_phdr(rt_first_module, &rt_bias);
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = rt_segv;
  sa.sa_flags = SA_SIGINFO | SA_NODEFER | SA_ONSTACK; /* ASan's alternate stack, if any */
  sigemptyset(&sa.sa_mask);
  sigaction(SIGSEGV, &sa, &rt_old_segv);
}
#endif

/* ---- The command line and standard input ------------------------------------ */

int main(int argc, char **argv, char **envp);

/* A new descriptor of an unnamed file holding exactly `size` bytes, at
 * its start (for `what`, in messages). */
static int rt_bytes_file(const unsigned char *bytes, size_t size, const char *what) {
  int fd = -1;
#ifdef __linux__
  fd = memfd_create("symx-input", 0);
#endif
  if (fd < 0) {
    FILE *t = tmpfile();
    if (t) fd = dup(fileno(t)), fclose(t);
  }
  if (fd < 0) rt_misfit("cannot make a file for %s: %s", what, strerror(errno));
  for (size_t done = 0; done < size;) {
    ssize_t w = write(fd, bytes + done, size - done);
    if (w <= 0) rt_misfit("cannot write %s: %s", what, strerror(errno));
    done += (size_t)w;
  }
  if (lseek(fd, 0, SEEK_SET) != 0) rt_misfit("cannot set up %s: %s", what, strerror(errno));
  return fd;
}

/* Standard input becomes a file of exactly the test's bytes (symx's stdin
 * ends there too), unbuffered: in symx's model stdio and read(0) share one
 * position, which a stdio buffer would break. */
static void rt_feed_stdin(const SjInput *in) {
  int fd = rt_bytes_file(in->bytes, in->size, "standard input");
  if (dup2(fd, 0) != 0) rt_misfit("cannot set up standard input: %s", strerror(errno));
  close(fd);
  setvbuf(stdin, NULL, _IONBF, 0);
}

/* ---- Symbolic files (symx run --sym-files) -----------------------------------
 * symx makes the bytes of file X ("A", "B", ...) the input "file:X" when a
 * path first opens it (runtime/libc/files.c). Here fopen and open of X take
 * that input when it is the test's next one (or serve the bytes taken
 * before) as a new unnamed file of exactly those bytes; any other name is
 * opened by the C library. These are strong definitions (see the top of
 * this file). */
enum { RT_FILES = 26 };
static const unsigned char *rt_file_bytes[RT_FILES];
static size_t rt_file_size[RT_FILES];
static bool rt_file_taken[RT_FILES];

/* The descriptors of symbolic files this process made (fstat tells them
 * by their device and inode). */
#include <sys/stat.h>
enum { RT_SYM_FDS = 256 };
static struct { dev_t dev; ino_t ino; int which; } rt_sym_fds[RT_SYM_FDS];
static int rt_nsym_fds;

/* The index of symbolic file `name` (0 for "A"), its input taken if this is
 * the first need; -2 when the name is not one of the test's symbolic files. */
static int rt_file_index(const char *name, const char *api) {
  if (!name || name[0] < 'A' || name[0] >= 'A' + RT_FILES || name[1]) return -2;
  int i = name[0] - 'A';
  if (!rt_file_taken[i]) {
    char in[] = "file:A";
    in[5] = name[0];
    if (!rt_next_is(in)) return -2;
    rt_file_size[i] = rt_inputs[rt_next].size;
    rt_file_bytes[i] = rt_take(in, rt_file_size[i], api);
    rt_file_taken[i] = true;
  }
  return i;
}

/* A new descriptor reading symbolic file `name` from its start, or -2 when
 * the name is not one of the test's symbolic files. */
static int rt_file_open(const char *name, const char *api) {
  int i = rt_file_index(name, api);
  if (i < 0) return -2;
  int fd = rt_bytes_file(rt_file_bytes[i], rt_file_size[i], name);
  struct stat s;
  if (rt_nsym_fds < RT_SYM_FDS && RT_REAL(int (*)(int, struct stat *), fstat)(fd, &s) == 0) {
    rt_sym_fds[rt_nsym_fds].dev = s.st_dev, rt_sym_fds[rt_nsym_fds].ino = s.st_ino;
    rt_sym_fds[rt_nsym_fds++].which = i;
  }
  return fd;
}

/* The symbolic file open as fd, or -1. */
static int rt_fd_file(int fd) {
  struct stat s;
  if (fd < 0 || RT_REAL(int (*)(int, struct stat *), fstat)(fd, &s) != 0) return -1;
  for (int k = 0; k < rt_nsym_fds; k++)
    if (rt_sym_fds[k].dev == s.st_dev && rt_sym_fds[k].ino == s.st_ino) return rt_sym_fds[k].which;
  return -1;
}

/* stat of a symbolic file as symx's model gives it (runtime/libc/files.c):
 * a regular file of its size, read-only, one link, every other field 0. */
#define RT_FILL_STAT(st, i)                         \
  do {                                              \
    memset((st), 0, sizeof *(st));                  \
    (st)->st_mode = S_IFREG | 0444;                 \
    (st)->st_nlink = 1;                             \
    (st)->st_size = (off_t)rt_file_size[i];         \
  } while (0)

/* stat of another name: the file system's answer symx made inputs (the
 * outcome "FN", then the struct "FN.st"), when the test has them next. */
static int rt_stat_answer(const char *fn, const char *fn_st, void *st, size_t n) {
  unsigned char v = rt_take(fn, 1, fn)[0];
  if (v) {
    errno = v;
    return -1;
  }
  memcpy(st, rt_take(fn_st, n, fn), n);
  return 0;
}

#define RT_STAT(fn, type)                                                   \
  int fn(const char *name, type *st) {                                      \
    int i = rt_file_index(name, #fn);                                       \
    if (i < 0 && rt_next_is(#fn)) return rt_stat_answer(#fn, #fn ".st", st, sizeof *st); \
    if (i < 0) return RT_REAL(int (*)(const char *, type *), fn)(name, st); \
    RT_FILL_STAT(st, i);                                                    \
    return 0;                                                               \
  }
#define RT_FSTAT(fn, type)                                                \
  int fn(int fd, type *st) {                                              \
    int i = rt_fd_file(fd);                                               \
    if (i < 0) return RT_REAL(int (*)(int, type *), fn)(fd, st);          \
    RT_FILL_STAT(st, i);                                                  \
    return 0;                                                             \
  }
RT_STAT(stat, struct stat)
RT_STAT(lstat, struct stat)
RT_FSTAT(fstat, struct stat)
RT_STAT(stat64, struct stat64)
RT_STAT(lstat64, struct stat64)
RT_FSTAT(fstat64, struct stat64)

/* A file opened for writing only is a sink under symx (runtime/libc/
 * output.c): here it is /dev/null, so that the open succeeds as predicted
 * and a replay writes nothing into the user's files. */
static bool rt_write_only_mode(const char *mode) {
  return mode && (strchr(mode, 'w') || strchr(mode, 'a')) && !strchr(mode, '+');
}

FILE *fopen(const char *name, const char *mode) {
  FILE *(*real)(const char *, const char *) = (FILE * (*)(const char *, const char *)) dlsym(RTLD_NEXT, "fopen");
  if (rt_write_only_mode(mode) && rt_file_index(name, "fopen") == -2) return real ? real("/dev/null", mode) : NULL;
  int fd = rt_file_open(name, "fopen");
  if (fd != -2) return fdopen(fd, "r");
  return real ? real(name, mode) : NULL;
}

FILE *fopen64(const char *name, const char *mode) { return fopen(name, mode); }

/* open without O_CREAT (a symbolic file is read-only; with O_CREAT the
 * mode argument is passed on); a name opened for writing only is /dev/null,
 * as fopen's. */
static int rt_open(const char *api, const char *name, int flags, va_list ap) {
  if ((flags & O_ACCMODE) == O_WRONLY && rt_file_index(name, api) == -2)
    return (int)syscall(SYS_openat, AT_FDCWD, "/dev/null", O_WRONLY);
  int fd = rt_file_open(name, api);
  if (fd != -2) return fd;
  mode_t mode = (flags & O_CREAT) ? (mode_t)va_arg(ap, int) : 0;
  return (int)syscall(SYS_openat, AT_FDCWD, name, flags, mode);
}

int open(const char *name, int flags, ...) {
  va_list ap;
  va_start(ap, flags);
  int fd = rt_open("open", name, flags, ap);
  va_end(ap);
  return fd;
}

int open64(const char *name, int flags, ...) {
  va_list ap;
  va_start(ap, flags);
  int fd = rt_open("open64", name, flags | O_LARGEFILE, ap);
  va_end(ap);
  return fd;
}

/* argv as symx builds it (src/engine/posix.c): "prog", the arguments in use, and
 * NULLs up to room for every possible argument plus one; each string in a
 * block of exactly its input's size, so that reading past one is caught
 * natively as under symx. */
static char **rt_argv(void) {
  char **argv = calloc((size_t)rt_cmd.nargs + 2, sizeof *argv);
  if (!argv || !(argv[0] = strdup("prog"))) rt_misfit("out of memory");
  for (long k = 0; k < rt_cmd.nargs; k++) {
    const SjInput *a = &rt_inputs[rt_cmd.first_arg + k];
    if (a->bytes[a->size - 1] != 0) {
      /* symx constrains every argument's last byte to 0 */
      fprintf(stderr, "symx-replay: assumption violated: argument input '%s' does not end in a NUL byte\n",
              a->name);
      fflush(stdout);
      _exit(EXIT_ASSUME);
    }
    if (1 + k >= rt_cmd.argc) continue;
    if (!(argv[1 + k] = malloc(a->size))) rt_misfit("out of memory");
    memcpy(argv[1 + k], a->bytes, a->size);
  }
  return argv;
}

/* ---- Batch mode: many tests from one process ---------------------------------
 * With SYMX_TEST_LIST=FILE (one test path per line) and SYMX_RESULT_DIR=DIR,
 * the process runs every test of the list in a child of its own, forked
 * before any other constructor runs: the child sets SYMX_TEST, sends its
 * stdout and stderr to DIR/N.out and DIR/N.err (N = the line, from 0) and
 * goes on as a fresh run of the program would. The parent waits for each
 * (killing it after SYMX_TEST_TIMEOUT seconds, if given), writes
 * "STATUS PID TIMED_OUT" to DIR/N.status, and exits 0 when the list is done.
 * One exec, dynamic link and sanitizer start-up serve every test: `symx
 * replay` uses this (much of a replay's cost, and most of it under
 * qemu-i386, was starting the process).
 * With SYMX_TEST_SERVER=1 (and SYMX_RESULT_DIR) in place of the list, the
 * process is a fork server (src/base/proc.h): the tests' paths come one a
 * line on descriptor 198, a socket, and each test's "STATUS PID TIMED_OUT"
 * is answered on it, its stdout and stderr in DIR/N.out and DIR/N.err as
 * above, until the end of the requests (`symx fuzz`'s probes). */
#include <fcntl.h>
#include <sys/wait.h>
#include <time.h>

/* A new file for the runtime's own results (not open(): that is the
 * program's, which opens /dev/null for writing). */
static int rt_create(const char *path) {
  return (int)syscall(SYS_openat, AT_FDCWD, path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
}

static bool rt_batch_file(const char *dir, long n, const char *ext, int fd_to) {
  char path[4096];
  snprintf(path, sizeof path, "%s/%ld.%s", dir, n, ext);
  int fd = rt_create(path);
  if (fd < 0) return false;
  if (fd_to >= 0) {
    dup2(fd, fd_to);
    close(fd);
  }
  return true;
}

/* Waits for pid, killing it after `timeout` seconds (<= 0: never). */
static int rt_batch_wait(pid_t pid, double timeout, int *timed_out) {
  struct timespec t0, now;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  long nap = 20000;
  int st = 0;
  *timed_out = 0;
  for (;;) {
    pid_t w = waitpid(pid, &st, WNOHANG);
    if (w == pid) return st;
    if (w < 0 && errno != EINTR) return -1;
    clock_gettime(CLOCK_MONOTONIC, &now);
    double el = (double)(now.tv_sec - t0.tv_sec) + (double)(now.tv_nsec - t0.tv_nsec) * 1e-9;
    if (timeout > 0 && el >= timeout && !*timed_out) {
      *timed_out = 1;
      kill(pid, SIGKILL);
    }
    struct timespec ts = {0, nap};
    clock_nanosleep(CLOCK_MONOTONIC, 0, &ts, NULL); /* (nanosleep is the program's, below) */
    if (nap < 2000000) nap *= 2;
  }
}

__attribute__((constructor(101))) static void rt_batch(void) {
  const char *list = rt_real_getenv("SYMX_TEST_LIST"), *dir = rt_real_getenv("SYMX_RESULT_DIR");
  const char *serve = rt_real_getenv("SYMX_TEST_SERVER");
  bool server = serve && !strcmp(serve, "1");
  if ((!server && (!list || !*list)) || !dir || !*dir) return;
  const char *to = rt_real_getenv("SYMX_TEST_TIMEOUT");
  double timeout = to ? atof(to) : 0;
  FILE *f = server ? fdopen(198, "r") : fopen(list, "r");
  if (!f) _exit(120);
  if (server) signal(SIGPIPE, SIG_IGN);
  char line[4096];
  for (long n = 0; fgets(line, sizeof line, f); n++) {
    line[strcspn(line, "\n")] = 0;
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) {
      fclose(f);
      if (server) signal(SIGPIPE, SIG_DFL);
      unsetenv("SYMX_TEST_LIST");
      unsetenv("SYMX_TEST_SERVER");
      setenv("SYMX_TEST", line, 1);
      if (!rt_batch_file(dir, n, "out", 1) || !rt_batch_file(dir, n, "err", 2)) _exit(120);
      return; /* on as a fresh run of the program for this test */
    }
    int timed_out = 0, st = pid > 0 ? rt_batch_wait(pid, timeout, &timed_out) : -1;
    if (server) {
      char ans[64];
      int len = snprintf(ans, sizeof ans, "%d %d %d\n", st, (int)pid, timed_out);
      if (write(198, ans, (size_t)len) != len) _exit(0);
      continue;
    }
    char path[4096];
    snprintf(path, sizeof path, "%s/%ld.status", dir, n);
    int sfd = rt_create(path);
    FILE *s = sfd < 0 ? NULL : fdopen(sfd, "w");
    if (s) {
      fprintf(s, "%d %d %d\n", st, (int)pid, timed_out);
      fclose(s);
    }
  }
  fclose(f);
  _exit(0);
}

__attribute__((constructor)) static void rt_init(void) {
#if (defined(__x86_64__) || defined(__i386__)) && defined(__linux__)
  rt_install_segv();
#endif
  /* symx's getopt takes POSIXLY_CORRECT to be unset (runtime/libc/getopt.c),
   * its calendar the time zone to be UTC (calendar.c), setlocale's "" the C
   * locale (locale.c) */
  unsetenv("POSIXLY_CORRECT");
  setenv("TZ", "UTC0", 1);
  setenv("LC_ALL", "C", 1);
  const char *path = rt_real_getenv("SYMX_TEST");
  if (!path || !*path) return; /* the program's first input will say what is missing */
  rt_load();
  if (rt_cmd.stdin_input >= 0) rt_feed_stdin(&rt_inputs[rt_cmd.stdin_input]);
  if (rt_cmd.argc) {
    char **envp = calloc(1, sizeof *envp); /* symx's main gets an empty environment */
    exit(main((int)rt_cmd.argc, rt_argv(), envp));
  }
}

/* ---- Sleeping ------------------------------------------------------------------
 * symx's models of sleep, usleep and nanosleep return at once (runtime/libc/
 * signal.c); so do these, so that a replay does not wait. */
unsigned sleep(unsigned s) {
  (void)s;
  return 0;
}

int usleep(useconds_t us) {
  (void)us;
  return 0;
}

int nanosleep(const struct timespec *req, struct timespec *rem) {
  (void)rem;
  if (req->tv_nsec < 0 || req->tv_nsec > 999999999 || req->tv_sec < 0) {
    errno = EINVAL;
    return -1;
  }
  return 0;
}
