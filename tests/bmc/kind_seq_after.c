// kind_seq_after: two loops in sequence; the error needs the first loop to
// run 6 times and the second none. Neither loop's own iterations err, so
// only the first loop's step case can see it (after its checked iteration
// the rest of the program, the second loop included, is checked): no step
// case may hold, no proof at any k; the base case finds the bug when its
// bound reaches 8. Two one-byte inputs (0..7 iterations each): symx run
// explores every path and native runs cover the counts around the bug.
// BMC: --k-induction --max-time 60
// VERDICT: bug-complete
// ERRORS: reach-error:16
// STEP: failed
// DOMAIN: nondet_uchar=4..7 nondet_uchar=0..2
// RUN: compare
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void reach_error(void);
void __VERIFIER_assert(int c) { if (!c) reach_error(); }

int main(void) {
  int n = __VERIFIER_nondet_uchar() % 8;
  int x = 0;
  while (x < n)
    x++;
  int m = __VERIFIER_nondet_uchar() % 8;
  int y = 0;
  while (y < m)
    y++;
  __VERIFIER_assert(x != 6 || y != 0);
  return 0;
}
