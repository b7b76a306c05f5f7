// rec_global: the recursion counts its calls in a global: a summary of the
// result alone would not say what it writes, so countdown is not
// summarised (a write outside registers) and the run stays unknown though
// the property holds.
// BMC: --k-induction --max-time 2
// VERDICT: unknown
// ERRORS:
// SUMMARIES: none
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
