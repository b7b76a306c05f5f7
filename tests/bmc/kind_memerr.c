// kind_memerr: the loop writes a[i] for i up to 4 in an array of 4: an
// out-of-bounds write in the 5th iteration, found by the base case at
// bound 8 (the step case fails before it: a havocked i of 4 is a write out
// of bounds); the test replays natively.
// BMC: --k-induction --max-time 120
// VERDICT: bug-complete
// ERRORS: out-of-bounds:17
// STEP: failed
// RUN: compare
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int g[4];

int main(void) {
  for (int i = 0; i <= 4 && __VERIFIER_nondet_int(); i++)
    g[i] = i;
  return g[0];
}
