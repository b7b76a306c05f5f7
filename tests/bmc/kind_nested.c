// kind_nested: an unbounded outer loop around an inner loop of 3
// iterations. The step case unwinds the inner loop with bound k + 1 (a cut
// there proves nothing), so k = 4 is the first whose step case can hold;
// the sum s stays 3 * the outer count, non-negative as an unsigned: the
// property (t <= 3 after each inner loop) is inductive.
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
  unsigned s = 0;
  while (__VERIFIER_nondet_int()) {
    unsigned t = 0;
    for (int j = 0; j < 3; j++) t++;
    __VERIFIER_assert(t <= 3);
    s += t;
  }
  return (int)(s & 1);
}
