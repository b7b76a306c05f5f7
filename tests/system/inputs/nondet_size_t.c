// __VERIFIER_nondet_size_t: a fresh size_t in [0, 2^64-1] on every call.
// Widened, it stays in range (asserts, no fork); both extremes are reachable.
// Paths: v == min, v == max, other = 3.
// EXIT: 0
// COMPLETE: true
// PATHS: 3
// OUTCOMES: exit:1=1 exit:2=1 exit:3=1
// INPUTS: *:8
#include <assert.h>
#include <limits.h>
#include <stddef.h>
#include <stdint.h>

extern size_t __VERIFIER_nondet_size_t(void);

int main(void) {
  size_t v = __VERIFIER_nondet_size_t();
  __int128 w = v;
  assert(w >= 0);
  assert(w <= (__int128)SIZE_MAX);
  if (v == 0)
    return 1;
  if (v == SIZE_MAX)
    return 2;
  return 3;
}
