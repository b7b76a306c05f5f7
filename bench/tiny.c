/* tiny.c — startup cost: one symbolic int, three paths.
 * Expected: 3 completed paths, no errors. */
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
