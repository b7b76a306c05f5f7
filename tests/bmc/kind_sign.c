// kind_sign: x starts non-negative and becomes (x % 7) * 3 n times, up
// and down: x >= 0 after the loop. The loop compares with no constant of
// x's width, adds none and starts x from none, and x is not monotone, so
// only the sign candidate 0 <= x (always made) proves it, with
// k = 1, where plain bmc needs a bound of 16. symx run explores every path;
// native runs cover small x and every loop count.
// BMC: --k-induction --max-time 60
// VERDICT: proof
// ERRORS:
// STEP: proved
// BOUND: 1
// NO-INVARIANTS: failed
// DOMAIN: nondet_uchar=0..16 nondet_char=-1..4
// RUN: compare
extern char __VERIFIER_nondet_char(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void reach_error(void);
void __VERIFIER_assert(int c) { if (!c) reach_error(); }

int main(void) {
  unsigned char n = __VERIFIER_nondet_uchar() % 16;
  int x = __VERIFIER_nondet_char();
  if (x < 0)
    return 0;
  for (unsigned char i = 0; i != n; i++)
    x = (x % 7) * 3;
  __VERIFIER_assert(x >= 0);
  return 0;
}
