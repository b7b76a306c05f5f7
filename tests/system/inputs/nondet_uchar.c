// __VERIFIER_nondet_uchar: a fresh unsigned char in [0, 255] on every call.
// Widened, it stays in range (asserts, no fork); both extremes are reachable.
// Paths: v == min, v == max, other = 3.
// EXIT: 0
// COMPLETE: true
// PATHS: 3
// OUTCOMES: exit:1=1 exit:2=1 exit:3=1
// INPUTS: *:1
#include <assert.h>
#include <limits.h>

extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
  unsigned char v = __VERIFIER_nondet_uchar();
  long long w = v;
  assert(w >= 0);
  assert(w <= (long long)UCHAR_MAX);
  if (v == 0)
    return 1;
  if (v == UCHAR_MAX)
    return 2;
  return 3;
}
