// klee_assume narrows the input: x < 3 and x != 1 leave x in {0, 2}, so the
// chain below has two live leaves and reach_error is unreachable.  2 tests.
// EXIT: 0
// COMPLETE: true
// TESTS: 2
// OUTCOMES: exit:10=1 exit:12=1
#include <klee/klee.h>

extern void reach_error(void);

int main(void) {
  unsigned char x;
  klee_make_symbolic(&x, sizeof x, "x");
  klee_assume(x < 3);
  klee_assume(x != 1);
  if (x == 0) return 10;
  if (x == 1) reach_error();
  if (x == 2) return 12;
  reach_error();
  return 0;
}
