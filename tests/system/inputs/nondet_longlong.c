// __VERIFIER_nondet_longlong: a fresh long long in [-2^63, 2^63-1] on every call.
// Widened, it stays in range (asserts, no fork); both extremes are reachable.
// Paths: v == min, v == max, other = 3.
// EXIT: 0
// COMPLETE: true
// PATHS: 3
// OUTCOMES: exit:1=1 exit:2=1 exit:3=1
// INPUTS: *:8
#include <assert.h>
#include <limits.h>

extern long long __VERIFIER_nondet_longlong(void);

int main(void) {
  long long v = __VERIFIER_nondet_longlong();
  __int128 w = v;
  assert(w >= LLONG_MIN);
  assert(w <= (__int128)LLONG_MAX);
  if (v == LLONG_MIN)
    return 1;
  if (v == LLONG_MAX)
    return 2;
  return 3;
}
