// __VERIFIER_nondet_long: a fresh long in [-2^63, 2^63-1] on every call.
// Widened, it stays in range (asserts, no fork); both extremes are reachable.
// Paths: v == min, v == max, other = 3.
// EXIT: 0
// COMPLETE: true
// PATHS: 3
// OUTCOMES: exit:1=1 exit:2=1 exit:3=1
// INPUTS: *:8
#include <assert.h>
#include <limits.h>

extern long __VERIFIER_nondet_long(void);

int main(void) {
  long v = __VERIFIER_nondet_long();
  __int128 w = v;
  assert(w >= LONG_MIN);
  assert(w <= (__int128)LONG_MAX);
  if (v == LONG_MIN)
    return 1;
  if (v == LONG_MAX)
    return 2;
  return 3;
}
