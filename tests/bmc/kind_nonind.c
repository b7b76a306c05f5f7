// kind_nonind: y stays even, so y != 1 holds, but no k makes it
// k-inductive (a havocked odd y reaches 1) and no candidate invariant says
// "even": k-induction must end unknown (incomplete, no error), never a
// proof and never a bug.
// BMC: --k-induction --unwind 16
// VERDICT: bound
// ERRORS:
// STEP: failed
// RUN: explodes
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
void __VERIFIER_assert(int c) { if (!c) reach_error(); }

int main(void) {
  unsigned y = 0;
  while (__VERIFIER_nondet_int()) {
    y += 2;
    __VERIFIER_assert(y != 1);
  }
  return 0;
}
