// kind_two_loops: two unbounded loops one after the other, with a step case
// for each; but the property is false: after 2^31 iterations x++ (or y++)
// wraps to a negative int (symx's semantics and the native program's), so
// no invariant 0 <= x is inductive and the step cases must fail: the
// verdict stays unknown, never a proof.
// BMC: --k-induction --unwind 8
// VERDICT: bound
// ERRORS:
// STEP: failed
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
