// __VERIFIER_nondet_ulong: a fresh unsigned long in [0, 2^64-1] on every call.
// Widened, it stays in range (asserts, no fork); both extremes are reachable.
// Paths: v == min, v == max, other = 3.
// EXIT: 0
// COMPLETE: true
// PATHS: 3
// OUTCOMES: exit:1=1 exit:2=1 exit:3=1
// INPUTS: *:8
#include <assert.h>
#include <limits.h>

extern unsigned long __VERIFIER_nondet_ulong(void);

int main(void) {
  unsigned long v = __VERIFIER_nondet_ulong();
  __int128 w = v;
  assert(w >= 0);
  assert(w <= (__int128)ULONG_MAX);
  if (v == 0)
    return 1;
  if (v == ULONG_MAX)
    return 2;
  return 3;
}
