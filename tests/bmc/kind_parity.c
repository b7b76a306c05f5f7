// kind_parity: y stays even, so y != 1 holds: not k-inductive for any k (a
// havocked odd y reaches 1), but the candidate "y's parity is its entry
// value's" is inductive and proves it with k = 1. The loop runs as many
// times as the one-byte input says: symx run explores every path and
// native runs cover the whole domain.
// BMC: --k-induction --max-time 60
// VERDICT: proof
// ERRORS:
// STEP: proved
// BOUND: 1
// NO-INVARIANTS: failed
// DOMAIN: nondet_uchar=0..255
// RUN: compare
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void reach_error(void);
void __VERIFIER_assert(int c) { if (!c) reach_error(); }

int main(void) {
  unsigned n = __VERIFIER_nondet_uchar();
  unsigned y = 6;
  for (unsigned i = 0; i < n; i++) {
    y += 2 * i;
    __VERIFIER_assert(y != 1);
  }
  return 0;
}
