// kind_seq_after: two loops in sequence; the error needs the first loop to
// run 10 times and the second none. Neither loop's own iterations err, so
// only the first loop's step case can see it (after its checked iteration
// the rest of the program, the second loop included, is checked): no step
// case may hold, no proof at any k; the base case finds the bug when its
// bound reaches 16. Two one-byte inputs (0..15 iterations each): symx run
// explores every path and native runs cover every point that matters.
// BMC: --k-induction --max-time 60
// VERDICT: bug-complete
// ERRORS: reach-error:16
// STEP: failed
// DOMAIN: nondet_uchar=0..15 nondet_uchar=0..15
// RUN: compare
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void reach_error(void);
void __VERIFIER_assert(int c) { if (!c) reach_error(); }

int main(void) {
  int n = __VERIFIER_nondet_uchar() % 16;
  int x = 0;
  while (x < n)
    x++;
  int m = __VERIFIER_nondet_uchar() % 16;
  int y = 0;
  while (y < m)
    y++;
  __VERIFIER_assert(x != 10 || y != 0);
  return 0;
}
