// kind_after_bug: the error is after the loop, when it ran 5 times: the
// step case checks the code after the loop from the havocked state too,
// so it fails for k = 1, 2, 4 (it would "prove" the program if it did not),
// and the base case finds the bug at bound 8. The input is a byte: symx
// run explores every path and finds the same error.
// BMC: --k-induction --max-time 120
// VERDICT: bug
// ERRORS: reach-error:14
// STEP: failed
// BOUND: 8
// RUN: compare
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void reach_error(void);
void __VERIFIER_assert(int c) { if (!c) reach_error(); }

int main(void) {
  unsigned n = __VERIFIER_nondet_uchar();
  unsigned i = 0;
  while (i < n)
    i++;
  __VERIFIER_assert(i != 5);
  return 0;
}
