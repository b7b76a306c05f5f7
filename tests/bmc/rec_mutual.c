// rec_mutual: is_odd and is_even call each other (one component of the call
// graph, summarised together) on n - 1. With --check-overflow, n - 1 may
// overflow for an arbitrary n: the precondition n >=s 0 (met by main's
// call, kept by each recursive call) rules that out, and the
// postconditions result == (n & 1) and result == (n & 1) ^ 1 give main's
// property.
// BMC: --k-induction --check-overflow --max-time 20
// VERDICT: proof
// ERRORS:
// SUMMARIES: is_even is_odd
// DOMAIN: nondet_int=-3..25
// RUN: none
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int is_even(int n);

int is_odd(int n) {
  if (n == 0) return 0;
  if (n == 1) return 1;
  return is_even(n - 1);
}

int is_even(int n) {
  if (n == 0) return 1;
  if (n == 1) return 0;
  return is_odd(n - 1);
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0) return 0;
  if (is_odd(n) != n % 2) reach_error();
  return 0;
}
