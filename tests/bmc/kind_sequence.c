// kind_sequence: loops one after another in main: a bounded loop fills an
// array, an unbounded one reads it, a bounded one checks it. The step case
// is for the loop whose unwinding assertions fail (the unbounded one); the
// others are unwound in both cases, so no proof before a bound covers them
// (k = 4: the base case with bound 4 checks the first and last loops
// whole, and the step case from the havocked middle loop runs the last).
// BMC: --k-induction --max-time 60
// VERDICT: proof
// ERRORS:
// STEP: proved
// BOUND: 4
// PLAIN: unknown
// RUN: explodes
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
void __VERIFIER_assert(int c) { if (!c) reach_error(); }

int a[4];

int main(void) {
  for (int i = 0; i < 4; i++)
    a[i] = i;
  unsigned k = 0;
  while (__VERIFIER_nondet_int()) {
    k = (k + 1) % 4;
    __VERIFIER_assert(a[k] == (int)k);
  }
  for (int i = 0; i < 4; i++)
    __VERIFIER_assert(a[i] == i);
  return 0;
}
