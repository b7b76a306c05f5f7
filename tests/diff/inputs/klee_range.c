// klee_range: values in [lo, hi); a one-value range creates no input; and
// klee_int.
// DOMAIN: r=-5..4 n=-2..2
// EXPECT: exit:0 exit:1 exit:2
#include <klee/klee.h>

int main(void) {
  int r = klee_range(-5, 5, "r");
  int one = klee_range(7, 8, "one");      /* always 7, no input */
  int n = klee_int("n");
  if (one != 7)
    return 99;
  if (r < -3 && n > 0)
    return 1;
  if (r * n == 4)
    return 2;
  return 0;
}
