// __VERIFIER_nondet_ushort: a fresh unsigned short in [0, 65535] on every call.
// Widened, it stays in range (asserts, no fork); both extremes are reachable.
// Paths: v == min, v == max, other = 3.
// EXIT: 0
// COMPLETE: true
// PATHS: 3
// OUTCOMES: exit:1=1 exit:2=1 exit:3=1
// INPUTS: *:2
#include <assert.h>
#include <limits.h>

extern unsigned short __VERIFIER_nondet_ushort(void);

int main(void) {
  unsigned short v = __VERIFIER_nondet_ushort();
  long long w = v;
  assert(w >= 0);
  assert(w <= (long long)USHRT_MAX);
  if (v == 0)
    return 1;
  if (v == USHRT_MAX)
    return 2;
  return 3;
}
