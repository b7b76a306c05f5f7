/* k-induction benchmark: an outer loop as long as the input says around
 * an inner loop of i iterations: a step case for each, the inner one with
 * the outer havocked (0 <= i <= n), the outer one with the inner havocked
 * (j <= i, s - j constant). symx run and plain bmc cannot finish. */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
void __VERIFIER_assert(int c) { if (!c) reach_error(); }

int main(void) {
  int n = __VERIFIER_nondet_int();
  int i = 0;
  while (i < n) {
    int j = 0, s = 3;
    while (j < i) {
      j++;
      s++;
    }
    __VERIFIER_assert(j == i && s == j + 3);
    i++;
  }
  __VERIFIER_assert(n < 0 || i == n);
  return 0;
}
