// rec_global: the recursion counts its calls in a global: a summary of the
// result alone would not say what it writes; with the global as one more
// parameter g and result g' (unsigned: g' is any value, g' >=u g is not
// even needed), countdown's summary result == 0 proves the program. See
// rec_two_globals for writes the summaries cannot describe.
// BMC: --k-induction --max-time 10
// VERDICT: proof
// ERRORS:
// SUMMARIES: countdown
// DOMAIN: nondet_uint=0..20
// RUN: none
extern unsigned int __VERIFIER_nondet_uint(void);
extern void reach_error(void);

unsigned calls;

unsigned countdown(unsigned n) {
  calls++;
  if (n == 0) return 0;
  return countdown(n - 1);
}

int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  if (countdown(n) != 0) reach_error();
  return 0;
}
