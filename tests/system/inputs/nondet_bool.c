// __VERIFIER_nondet_bool: 0 or 1 and nothing else (checked widened); both
// values are reachable.  Paths: b / !b = 2.
// EXIT: 0
// COMPLETE: true
// PATHS: 2
// OUTCOMES: exit:1=1 exit:2=1
#include <assert.h>
#include <stdbool.h>

extern bool __VERIFIER_nondet_bool(void);

int main(void) {
  bool b = __VERIFIER_nondet_bool();
  int i = b;
  assert(i >= 0 & i <= 1);
  if (b)
    return 1;
  return 2;
}
