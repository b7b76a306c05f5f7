// Seed 004 (Strejcek lecture), "Symbolic execution tree: example 2": power.
// The tree is infinite (one more level per loop iteration); bounding the
// input with an assumption (x <= 5) makes it finite: x <= 0, then x = 1..5,
// one leaf each = 6 tests, and z = 2^x is proved on each.
// EXIT: 0
// COMPLETE: true
// TESTS: 6
// OUTCOMES: exit:0=6
#include <assert.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int power(int x) {
  int z = 1;
  while (x > 0) {
    x = x - 1;
    z = 2 * z;
  }
  return z;
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x <= 5);
  int r = power(x);
  if (x <= 0)
    assert(r == 1);
  else
    assert(r == 1 << x);
  return 0;
}
