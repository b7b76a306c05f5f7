// kind_count: i counts up to an unbounded n; after the loop i == n (for
// n >= 0) and i >= 0. Plain bmc's bound never covers the loop. k-induction
// proves it with k = 1: the step case's assumed iteration gives i - 1 < n
// before the exit, so i <= n, but i >= 0 needs the invariant 0 <= i (a
// havocked i may be negative).
// BMC: --k-induction --max-time 60
// VERDICT: proof
// ERRORS:
// STEP: proved
// PLAIN: unknown
// NO-INVARIANTS: failed
// RUN: explodes
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
void __VERIFIER_assert(int c) { if (!c) reach_error(); }

int main(void) {
  int n = __VERIFIER_nondet_int();
  int i = 0;
  while (i < n)
    i++;
  __VERIFIER_assert(n < 0 || i == n);
  __VERIFIER_assert(i >= 0);
  return 0;
}
