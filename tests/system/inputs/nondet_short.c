// __VERIFIER_nondet_short: a fresh short in [-32768, 32767] on every call.
// Widened, it stays in range (asserts, no fork); both extremes are reachable.
// Paths: v == min, v == max, other = 3.
// EXIT: 0
// COMPLETE: true
// PATHS: 3
// OUTCOMES: exit:1=1 exit:2=1 exit:3=1
// INPUTS: *:2
#include <assert.h>
#include <limits.h>

extern short __VERIFIER_nondet_short(void);

int main(void) {
  short v = __VERIFIER_nondet_short();
  long long w = v;
  assert(w >= SHRT_MIN);
  assert(w <= (long long)SHRT_MAX);
  if (v == SHRT_MIN)
    return 1;
  if (v == SHRT_MAX)
    return 2;
  return 3;
}
