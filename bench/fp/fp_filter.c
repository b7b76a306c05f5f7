#include <assert.h>
#include <klee/klee.h>

/* fp_filter.c — a smoothing filter over four symbolic float samples: sums, halving and
 * comparisons against thresholds, the kind of code sensor input meets. */
// Pinned by the system tests (make test): complete, 8 paths. With Z3's
// qffpbv tactic whole runs took 20-47 s on the loaded machine (slowest
// queries 1.4-6.8 s), with fp_solver's tactic 3.3-6.4 s (0.6 s at most a
// query). The time limit is generous so that the test checks completeness,
// not speed, on a slow machine (speed is bench/run.py's).
// ARGS: --max-time 60
// EXIT: 0
// COMPLETE: true
// PATHS: 8
int main(void) {
  float x[4];
  klee_make_symbolic(x, sizeof x, "x");
  for (int i = 0; i < 4; i++) klee_assume((x[i] >= -100.0f) & (x[i] <= 100.0f));
  float y = x[0];
  int alarms = 0;
  for (int i = 1; i < 4; i++) {
    y = (y + x[i]) * 0.5f;
    if (y > 50.0f) alarms++;
  }
  assert(y >= -100.0f && y <= 100.0f);
  return alarms;
}
