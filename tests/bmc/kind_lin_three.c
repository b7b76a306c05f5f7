// kind_lin_three: each iteration adds 1 and 2 to a and b, in an order that
// alternates (t toggles), and 1 to i: neither a nor b is linear in i,
// but a + b == 3 i at every iteration, a relation of three variables
// (C_LIN with coefficients 1, 1, -3) that with i <= n proves a + b == 3 n
// after the loop, with k = 1. The input is one byte, up to 31: symx
// run explores every path and native runs cover the domain.
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
  int i = 0, a = 0, b = 0, t = 0;
  while (i < n) {
    t = 1 - t;
    if (t) {
      a += 1;
      b += 2;
    } else {
      a += 2;
      b += 1;
    }
    i++;
  }
  __VERIFIER_assert(a + b == 3 * n);
  return 0;
}
