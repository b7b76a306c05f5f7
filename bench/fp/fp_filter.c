#include <assert.h>
#include <klee/klee.h>

/* fp_filter.c — a smoothing filter over four symbolic float samples: sums, halving and
 * comparisons against thresholds, the kind of code sensor input meets. */
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
