// klee_assert with klee_int: x * 2 == 10 holds for x = 5 and x = 5 + 2^31
// (wrap-around), so the assertion fails on one path; the other path exits.
// EXIT: 1
// COMPLETE: true
// PATHS: 2
// OUTCOMES: exit:0=1 error:assertion=1
// ERROR: assertion 12
#include <klee/klee.h>

int main(void) {
  int x = klee_int("x");
  klee_assert(x * 2 != 10);
  return 0;
}
