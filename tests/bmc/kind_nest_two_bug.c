// kind_nest_two_bug: kind_nest_two with a bug in the inner loop at its
// 12th iteration (reached when the input's low 4 bits are 13 or more): no
// step case may hold, so no proof at any k; the base case finds the bug
// when its bound reaches 16. The input is one byte: symx run explores
// every path and native runs cover the whole domain.
// BMC: --k-induction --max-time 60
// VERDICT: bug-complete
// ERRORS: reach-error:14
// STEP: failed
// DOMAIN: nondet_uchar=0..255
// RUN: compare
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void reach_error(void);
void __VERIFIER_assert(int c) { if (!c) reach_error(); }

int main(void) {
  int n = __VERIFIER_nondet_uchar() % 16;
  int i = 0;
  while (i < n) {
    int j = 0, s = 0;
    while (j < i) {
      j++;
      s++;
      __VERIFIER_assert(j != 12);
    }
    __VERIFIER_assert(j == i && s == j);
    i++;
  }
  return 0;
}
