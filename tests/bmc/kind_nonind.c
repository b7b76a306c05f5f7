// kind_nonind: y stays a multiple of 4, so y != 2 holds, but no k makes
// it k-inductive (a havocked y of 2 - 4k reaches 2) and no candidate
// invariant says "a multiple of 4" (parity does not: 2 is even):
// k-induction must end unknown (incomplete, no error), never a proof and
// never a bug.
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
    y += 4;
    __VERIFIER_assert(y != 2);
  }
  return 0;
}
