// kind_lockstep: i and j change in lock-step; after the loop i == j. The
// equality (and i - j constant) is a candidate invariant the step case
// needs: without it a havocked i and j differ. The input is one byte, so
// symx run explores every path and native runs cover the whole domain.
// BMC: --k-induction --max-time 60
// VERDICT: proof
// ERRORS:
// STEP: proved
// NO-INVARIANTS: failed
// DOMAIN: nondet_uchar=0..255
// RUN: compare
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void reach_error(void);
void __VERIFIER_assert(int c) { if (!c) reach_error(); }

int main(void) {
  unsigned n = __VERIFIER_nondet_uchar();
  unsigned i = 0, j = 5;
  while (i < n) {
    i++;
    j++;
  }
  __VERIFIER_assert(j == i + 5);
  return 0;
}
