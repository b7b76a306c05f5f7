// rec_off_by_one: sum(n, m) is n + m except that it returns one more when
// called with n == 500: main's property sum(a, b) == a + b fails for every
// a >= 500, at recursion depth a - 500. The candidate result == n + m
// fails at that return, so no summary proves the property: never a
// `true`; bmc's bound (512) reaches the bug, whose test replays.
// BMC: --k-induction --max-time 10
// VERDICT: bug
// ERRORS: reach-error:24
// SUMMARIES: none
// DOMAIN: nondet_uint=0..2,499..501 nondet_uint=0..1
// RUN: none
extern unsigned int __VERIFIER_nondet_uint(void);
extern void reach_error(void);

unsigned sum(unsigned n, unsigned m) {
  if (n == 0) return m;
  if (n == 500) return n + m + 1;
  return sum(n - 1, m + 1);
}

int main(void) {
  unsigned a = __VERIFIER_nondet_uint();
  unsigned b = __VERIFIER_nondet_uint();
  if (sum(a, b) != a + b) reach_error();
  return 0;
}
