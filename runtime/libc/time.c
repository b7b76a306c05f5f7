/* time.c — the clocks as inputs: time, gettimeofday, clock_gettime, clock.
 *
 * Each call is a new input, named after the function ("time",
 * "gettimeofday", "clock_gettime", "clock") and as large as the value it
 * gives (a time_t, struct timeval, struct timespec or clock_t), so that a
 * test records every reading and `symx replay` hands the same ones to the
 * native program (runtime/replay/runtime.c). What a real clock guarantees
 * is assumed, nothing more: seconds are not negative, microseconds and
 * nanoseconds are below a second, and the clocks that never go back (the
 * monotonic ones, the CPU-time ones and clock()) do not go back from one
 * call to the next; the wall clock may (it can be set). A timezone argument
 * of gettimeofday, or a clock id other than 0..7, is unsupported.
 *
 * time_t, clock_t and the fields of both structs are `long` in glibc on
 * x86-64 and on i386 (without _TIME_BITS=64), so these types match both. */
#include <stddef.h>
#include <stdint.h>

#define SYMX_MODEL __attribute__((weak))

void klee_make_symbolic(void *addr, size_t size, const char *name);
void klee_assume(uintptr_t cond);

/* Never defined: calling them is "call to external function ..." in symx. */
extern void symx_gettimeofday_with_a_timezone(void) __attribute__((weak));
extern void symx_clock_gettime_of_an_unknown_clock(void) __attribute__((weak));

struct symx_timeval { long tv_sec, tv_usec; };
struct symx_timespec { long tv_sec, tv_nsec; };

enum { SYMX_NCLOCKS = 8 };
/* The last reading of each clock id (seconds, nanoseconds) and of clock(). */
static long symx_clock_sec[SYMX_NCLOCKS], symx_clock_nsec[SYMX_NCLOCKS];
static long symx_cpu_last;

SYMX_MODEL long time(long *t) {
  long v;
  klee_make_symbolic(&v, sizeof v, "time");
  klee_assume(v >= 0);
  if (t)
    *t = v;
  return v;
}

SYMX_MODEL int gettimeofday(struct symx_timeval *tv, void *tz) {
  if (tz) {
    if (symx_gettimeofday_with_a_timezone)
      symx_gettimeofday_with_a_timezone();
    return 0;
  }
  struct symx_timeval v;
  klee_make_symbolic(&v, sizeof v, "gettimeofday");
  klee_assume(v.tv_sec >= 0);
  klee_assume(v.tv_usec >= 0);
  klee_assume(v.tv_usec < 1000000);
  if (tv)
    *tv = v;
  return 0;
}

/* Linux's clocks 0..7: REALTIME, MONOTONIC, PROCESS_CPUTIME_ID,
 * THREAD_CPUTIME_ID, MONOTONIC_RAW, REALTIME_COARSE, MONOTONIC_COARSE,
 * BOOTTIME. The two wall clocks (0 and 5) may go back. */
SYMX_MODEL int clock_gettime(int id, struct symx_timespec *ts) {
  if (id < 0 || id >= SYMX_NCLOCKS) {
    if (symx_clock_gettime_of_an_unknown_clock)
      symx_clock_gettime_of_an_unknown_clock();
    return -1;
  }
  struct symx_timespec v;
  klee_make_symbolic(&v, sizeof v, "clock_gettime");
  klee_assume(v.tv_sec >= 0);
  klee_assume(v.tv_nsec >= 0);
  klee_assume(v.tv_nsec < 1000000000);
  if (id != 0 && id != 5) {
    long s = symx_clock_sec[id], n = symx_clock_nsec[id];
    klee_assume(v.tv_sec > s || (v.tv_sec == s && v.tv_nsec >= n));
    symx_clock_sec[id] = v.tv_sec;
    symx_clock_nsec[id] = v.tv_nsec;
  }
  *ts = v;
  return 0;
}

SYMX_MODEL long clock(void) {
  long v;
  klee_make_symbolic(&v, sizeof v, "clock");
  klee_assume(v >= symx_cpu_last);
  symx_cpu_last = v;
  return v;
}
