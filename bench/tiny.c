/* tiny.c — startup cost: one symbolic int, three paths.
 * Expected: 3 completed paths, no errors. */
// Pinned by the system tests (make test): every optimisation keeps these.
// EXIT: 0
// COMPLETE: true
// PATHS: 3
// OUTCOMES: exit:0=1 exit:1=1 exit:2=1
#include <klee/klee.h>

int main(void) {
  int x;
  klee_make_symbolic(&x, sizeof x, "x");
  if (x > 100)
    return 2;
  if (x < -100)
    return 1;
  return 0;
}
