// kind_nest_two_bug: kind_nest_two with a bug in the inner loop at its
// 6th iteration (reached when the input's low 3 bits are 7): no
// step case may hold, so no proof at any k; the base case finds the bug
// when its bound reaches 8. The input is one byte: symx run explores
// every path and native runs cover each iteration count (0..7, and 8
// as 0).
// BMC: --k-induction --max-time 60
// VERDICT: bug-complete
// ERRORS: reach-error:15
// STEP: failed
// DOMAIN: nondet_uchar=0..8
// RUN: compare
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void reach_error(void);
void __VERIFIER_assert(int c) { if (!c) reach_error(); }

int main(void) {
  int n = __VERIFIER_nondet_uchar() % 8;
  int i = 0;
  while (i < n) {
    int j = 0, s = 0;
    while (j < i) {
      j++;
      s++;
      __VERIFIER_assert(j != 6);
    }
    __VERIFIER_assert(j == i && s == j);
    i++;
  }
  return 0;
}
