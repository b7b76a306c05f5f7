/* k-induction benchmark: three counters in lock-step over an unbounded
 * loop; the property after the loop needs the invariants j == i + 5 and
 * i <= n (found as candidates). symx run and plain bmc cannot finish. */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
void __VERIFIER_assert(int c) { if (!c) reach_error(); }

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0) return 0;
  int i = 0, j = 5, k = 10;
  while (i < n) {
    i++;
    j++;
    k++;
  }
  __VERIFIER_assert(j == i + 5 && k == j + 5 && i == n);
  return 0;
}
