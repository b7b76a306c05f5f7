// __VERIFIER_nondet_uint: a fresh unsigned int in [0, 4294967295] on every call.
// Widened, it stays in range (asserts, no fork); both extremes are reachable.
// Paths: v == min, v == max, other = 3.
// EXIT: 0
// COMPLETE: true
// PATHS: 3
// OUTCOMES: exit:1=1 exit:2=1 exit:3=1
// INPUTS: *:4
#include <assert.h>
#include <limits.h>

extern unsigned int __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned int v = __VERIFIER_nondet_uint();
  long long w = v;
  assert(w >= 0);
  assert(w <= (long long)UINT_MAX);
  if (v == 0)
    return 1;
  if (v == UINT_MAX)
    return 2;
  return 3;
}
