// kind_lin_late_bug: kind_lin_sum with a slip after 20 iterations (y
// counts one more then): x + y == x0 + y0 is no invariant, Houdini drops
// it, the step case fails, and the base case finds the bug at bound 32
// (n >= 21); its test replays. Never a proof, whatever the candidates.
// BMC: --k-induction --max-time 120
// VERDICT: bug-complete
// ERRORS: reach-error:14
// STEP: failed
// BOUND: 32
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
    if (y == 20) y++;
  }
  __VERIFIER_assert(y == n);
  return 0;
}
