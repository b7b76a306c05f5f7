// kind_seq_two_bug: kind_seq_two with a bug in the second loop after 6
// iterations: no step case may hold (a havocked y of 5 within the
// invariants reaches it), so no proof at any k; the base case finds the
// bug when its bound reaches 8 (the input: 0..7 iterations). The input
// is one byte: symx run explores every path and native runs cover each
// iteration count (0..7, and 8 as 0).
// BMC: --k-induction --max-time 60
// VERDICT: bug-complete
// ERRORS: reach-error:15
// STEP: failed
// DOMAIN: nondet_uchar=0..8
// RUN: compare
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void reach_error(void);
void __VERIFIER_assert(int c) { if (!c) reach_error(); }

int main(void) {
  int n = __VERIFIER_nondet_uchar() % 8;
  int x = 0;
  while (x < n)
    x++;
  int y = 0, z = 0;
  while (y < x) {
    y++;
    z++;
    __VERIFIER_assert(y != 6);
  }
  __VERIFIER_assert(z == y);
  return 0;
}
