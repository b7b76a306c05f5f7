// kind_joins: the second loop runs as often as the first did; with k = 1
// the base case never takes it past one iteration, so only the first loop
// is under proof, and its step case meets the second loop's bound (a loop
// with no step case of its own: the step case may not drop those paths).
// The second loop joins the loops under proof and its step case fails (a
// havocked j of 4); the bug (the second loop's 5th iteration) is found
// when the bound reaches 8: never a proof. The input is one byte (0..7
// iterations): symx run explores every path and native runs cover each
// count.
// BMC: --k-induction --max-time 60
// VERDICT: bug-complete
// ERRORS: reach-error:18
// STEP: failed
// DOMAIN: nondet_uchar=0..8
// RUN: compare
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void reach_error(void);
void __VERIFIER_assert(int c) { if (!c) reach_error(); }

int main(void) {
  int n = __VERIFIER_nondet_uchar() % 8;
  int i = 0;
  while (i < n)
    i++;
  for (int j = 0; j < i; j++)
    __VERIFIER_assert(j != 4);
  return 0;
}
