// kind_nest_two: an outer loop up to the input (0..31) around an inner
// loop of i iterations: the base case's unwinding assertions fail at both,
// so a step case for each: the outer's with the inner havocked (its
// invariant j <= i), the inner's with the outer havocked (its invariants
// 0 <= i <= n). k = 1 proves it; plain bmc needs a bound of 32. The input
// is one byte: symx run explores every path and native runs cover the
// whole domain.
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
  int n = __VERIFIER_nondet_uchar() % 32;
  int i = 0;
  while (i < n) {
    int j = 0, s = 0;
    while (j < i) {
      j++;
      s++;
    }
    __VERIFIER_assert(j == i && s == j);
    i++;
  }
  __VERIFIER_assert(i == n || n < 0);
  return 0;
}
