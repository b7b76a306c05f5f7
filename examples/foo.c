// Seed 004 (Strejcek lecture), "Symbolic execution tree: example 1": foo.
// The tree has three leaves: x > y (r = x), x <= y and y - x <= 7 (r = y),
// and x <= y and y - x > 7, where x = * reads a fresh input (r = x' + y - x).
// symx finds exactly these 3 paths; the assertions check the leaves' values.
// EXIT: 0
// COMPLETE: true
// PATHS: 3
// OUTCOMES: exit:0=3
#include <assert.h>

extern int __VERIFIER_nondet_int(void);

int foo(int x, int y) {
  if (x > y) {
    y = x;
  }
  y = y - x;
  if (y > 7) {
    x = __VERIFIER_nondet_int();   /* x = * */
  }
  return x + y;
}

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  int r = foo(a, b);
  if (a > b)
    assert(r == a);                /* leaf: r -> alpha */
  else if (b - a <= 7)
    assert(r == b);                /* leaf: r -> beta */
  return 0;                        /* third leaf: r -> gamma + beta - alpha */
}
