// kind_lin_ratio: j grows by 2 while i grows by 1, so j == 2 * i at every
// iteration: the linear candidate j - j0 == 2 (i - i0) (C_LIN) with i <= n
// proves j == 2 * n after the loop, with k = 1; no bound, sign, parity or
// difference does. The input is one byte, up to 31: symx run explores every path
// and native runs cover the domain.
// BMC: --k-induction --max-time 60
// VERDICT: proof
// ERRORS:
// STEP: proved
// BOUND: 1
// NO-INVARIANTS: failed
// DOMAIN: nondet_uchar=0..40
// RUN: compare
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void reach_error(void);
void __VERIFIER_assert(int c) { if (!c) reach_error(); }

int main(void) {
  int n = __VERIFIER_nondet_uchar();
  if (n > 31) return 0;
  int i = 0, j = 0;
  while (i < n) {
    j += 2;
    i++;
  }
  __VERIFIER_assert(j == 2 * n);
  return 0;
}
