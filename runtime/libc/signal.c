/* signal.c — signal dispositions and sleeping, for programs under symx.
 *
 * No signal ever arrives during a run, so `signal` only records handlers:
 * it returns the previous one (SIG_DFL at first) and refuses what glibc
 * refuses (EINVAL): numbers outside 1..64, SIGKILL, SIGSTOP, and 32 and 33,
 * which glibc keeps for itself. A handler the program's parent made
 * SIG_IGN is not known here: the model says SIG_DFL.
 *
 * sleep, usleep and nanosleep return at once with nothing left to sleep;
 * the replay runtime does the same natively, so a replay does not wait. */
#include <signal.h>
#include <time.h>

#define SYMX_MODEL __attribute__((weak))

int *__errno_location(void);

static __sighandler_t handlers[65];

SYMX_MODEL __sighandler_t signal(int sig, __sighandler_t h) {
  if (sig < 1 || sig > 64 || sig == SIGKILL || sig == SIGSTOP || sig == 32 || sig == 33) {
    *__errno_location() = 22; /* EINVAL */
    return SIG_ERR;
  }
  __sighandler_t old = handlers[sig];
  handlers[sig] = h;
  return old;
}

SYMX_MODEL unsigned sleep(unsigned s) {
  (void)s;
  return 0;
}

SYMX_MODEL int usleep(unsigned long us) {
  (void)us;
  return 0;
}

SYMX_MODEL int nanosleep(const struct timespec *req, struct timespec *rem) {
  (void)rem;
  if (req->tv_nsec < 0 || req->tv_nsec > 999999999 || req->tv_sec < 0) {
    *__errno_location() = 22; /* EINVAL */
    return -1;
  }
  return 0;
}
