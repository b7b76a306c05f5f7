// kind_two_loops: two unbounded loops one after the other: the base case's
// unwinding assertions fail at both, so the step case (one loop at a time,
// the other unwound) cannot make a proof: k-induction does not apply and
// the verdict stays unknown, never a proof.
// BMC: --k-induction --unwind 8
// VERDICT: bound
// ERRORS:
// STEP: not-applicable
// RUN: explodes
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
void __VERIFIER_assert(int c) { if (!c) reach_error(); }

int main(void) {
  int x = 0, y = 0;
  while (__VERIFIER_nondet_int())
    x++;
  while (__VERIFIER_nondet_int())
    y++;
  __VERIFIER_assert(x >= 0 && y >= 0);
  return 0;
}
