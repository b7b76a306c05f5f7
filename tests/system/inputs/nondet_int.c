// __VERIFIER_nondet_int: a fresh int in [-2147483648, 2147483647] on every call.
// Widened, it stays in range (asserts, no fork); both extremes are reachable.
// Paths: v == min, v == max, other = 3.
// EXIT: 0
// COMPLETE: true
// PATHS: 3
// OUTCOMES: exit:1=1 exit:2=1 exit:3=1
// INPUTS: *:4
#include <assert.h>
#include <limits.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
  int v = __VERIFIER_nondet_int();
  long long w = v;
  assert(w >= INT_MIN);
  assert(w <= (long long)INT_MAX);
  if (v == INT_MIN)
    return 1;
  if (v == INT_MAX)
    return 2;
  return 3;
}
