// kind_lin_sum: x counts down from n while y counts up, so x + y == n at
// every iteration and y == n when x reaches 0. Bounds and x - y == x0 - y0
// say nothing about it: only the linear candidate x + y == x0 + y0 (C_LIN,
// kind_cands.c) makes the step case hold, with k = 1. The input is one
// byte, up to 31: symx run explores every path and native runs cover the domain.
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
  int x = n, y = 0;
  while (x > 0) {
    x--;
    y++;
  }
  __VERIFIER_assert(y == n);
  return 0;
}
