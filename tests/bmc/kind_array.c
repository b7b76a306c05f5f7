// kind_array: the loop stores into a local array at an index it computes:
// the array is havocked whole in the step case, which then checks every
// access of the next iteration (in bounds: i % 4) and the assertion, which
// reads back what this iteration wrote. Unbounded: only k-induction proves.
// BMC: --k-induction --max-time 60
// VERDICT: proof
// ERRORS:
// STEP: proved
// PLAIN: unknown
// RUN: explodes
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
void __VERIFIER_assert(int c) { if (!c) reach_error(); }

int main(void) {
  int a[4] = {0, 0, 0, 0};
  unsigned i = 0;
  while (__VERIFIER_nondet_int()) {
    a[i % 4] = (int)i;
    __VERIFIER_assert(a[i % 4] == (int)i);
    i++;
  }
  return 0;
}
