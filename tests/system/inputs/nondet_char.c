// __VERIFIER_nondet_char: a fresh char in [-128, 127] on every call.
// Widened, it stays in range (asserts, no fork); both extremes are reachable.
// Paths: v == min, v == max, other = 3.
// EXIT: 0
// COMPLETE: true
// PATHS: 3
// OUTCOMES: exit:1=1 exit:2=1 exit:3=1
// INPUTS: *:1
#include <assert.h>
#include <limits.h>

extern char __VERIFIER_nondet_char(void);

int main(void) {
  char v = __VERIFIER_nondet_char();
  long long w = v;
  assert(w >= CHAR_MIN);
  assert(w <= (long long)CHAR_MAX);
  if (v == CHAR_MIN)
    return 1;
  if (v == CHAR_MAX)
    return 2;
  return 3;
}
