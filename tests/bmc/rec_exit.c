// rec_exit: f calls exit() for n == 7, which runs the handler main
// registered, and the handler fails; main itself ends with _exit (no
// handlers). A summary of f (a result, as if every call returned) would hide
// that exit: a function calling exit() is not summarised, and the bug is
// bmc's (its test replays).
// BMC: --k-induction --max-time 10
// VERDICT: bug
// ERRORS: reach-error:18
// SUMMARIES: none
// DOMAIN: nondet_uint=0..9
// RUN: none
#include <stdlib.h>
#include <unistd.h>
extern unsigned int __VERIFIER_nondet_uint(void);
extern void reach_error(void);

static void handler(void) {
  reach_error();
}

unsigned f(unsigned n) {
  if (n == 7) exit(0);
  if (n == 0) return 0;
  return f(n - 1);
}

int main(void) {
  atexit(handler);
  f(__VERIFIER_nondet_uint());
  _exit(0);
}
