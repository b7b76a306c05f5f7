// kind_guarded: the loop runs any number of times (a nondet condition), so
// no bound covers it and plain bmc never proves it; x stays in 0..10, which
// the assertion after the loop needs as an invariant: x <= 10 (from the
// constant the loop compares with) is found, proved inductive and assumed
// by the step case. Without invariants the step case fails for every k (a
// havocked x of 11 stays 11 and leaves the loop).
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
  int x = 0;
  while (__VERIFIER_nondet_int()) {
    if (x < 10) x++;
  }
  __VERIFIER_assert(x <= 10);
  return 0;
}
