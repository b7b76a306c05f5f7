// kind_seq_two: two loops one after the other, each running as many times
// as the input says (up to 255): the base case's unwinding assertions fail
// at both, so there is a step case for each, the other loop havocked with
// its invariants (the first's 0 <= x <= n, the second's y <= x and
// z - y == z0 - y0). k = 1 proves it; plain bmc needs a bound of 256. The
// input is one byte: symx run explores every path and native runs cover
// the whole domain.
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
  int n = __VERIFIER_nondet_uchar();
  int x = 0;
  while (x < n)
    x++;
  int y = 0, z = 0;
  while (y < x) {
    y++;
    z++;
  }
  __VERIFIER_assert(y == n);
  __VERIFIER_assert(z == y);
  return 0;
}
