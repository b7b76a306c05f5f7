// klee_int(name): a fresh 32-bit int.  Paths: x < 0, x == 0, x > 0 = 3.
// EXIT: 0
// COMPLETE: true
// PATHS: 3
// OUTCOMES: exit:1=1 exit:2=1 exit:3=1
// INPUTS: x:4
#include <klee/klee.h>

int main(void) {
  int x = klee_int("x");
  if (x < 0) return 1;
  if (x == 0) return 2;
  return 3;
}
