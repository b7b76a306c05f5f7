// Seed 004 (Strejcek, "Symbolic Execution and Applications", lecture), the
// "Motivation" slides: sum(a, b, c).  Run on symbols a1, a2, a3, sum returns
// a1 + a2 + a3.  With bit-vector (wrap-around) int semantics the identity
// still holds, so symx proves the assertion on the single path.
// EXIT: 0
// COMPLETE: true
// PATHS: 1
// OUTCOMES: exit:0=1
#include <assert.h>

extern int __VERIFIER_nondet_int(void);

int sum(int a, int b, int c) {
  int x = a + b;
  int y = b + c;
  int z = x + y - b;
  return z;
}

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  int c = __VERIFIER_nondet_int();
  assert(sum(a, b, c) == a + b + c);
  return 0;
}
