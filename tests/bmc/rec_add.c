// rec_add: add(m, n) moves n into m one at a time (SV-COMP's
// recursive/Addition01 shape). With --check-overflow, m + 1 overflows for
// an arbitrary m: the preconditions m >=s 0, n >=s 0 and m + n <=s INT_MAX
// (without wrapping) hold at main's call and at the recursive one, and
// keep it from overflowing; the postcondition is result == m + n.
// BMC: --k-induction --check-overflow --max-time 20
// VERDICT: proof
// ERRORS:
// SUMMARIES: add
// DOMAIN: nondet_int=0..5 nondet_int=-1..6
// RUN: none
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int add(int m, int n) {
  if (n == 0) return m;
  return add(m + 1, n - 1);
}

int main(void) {
  int m = __VERIFIER_nondet_int();
  int n = __VERIFIER_nondet_int();
  if (m < 0 || m > 1000000000 || n < 0 || n > 1000000000) return 0;
  if (add(m, n) != m + n) reach_error();
  return 0;
}
