// rec_two_globals: as rec_global, but the recursion writes two globals:
// summaries describe one global scalar at most, so countdown is not
// summarised and the run stays unknown though the property holds.
// BMC: --k-induction --max-time 1
// VERDICT: unknown
// ERRORS:
// SUMMARIES: none
// DOMAIN: nondet_uint=0..20
// RUN: none
extern unsigned int __VERIFIER_nondet_uint(void);
extern void reach_error(void);

unsigned calls, depth;

unsigned countdown(unsigned n) {
  calls++;
  depth = n;
  if (n == 0) return 0;
  return countdown(n - 1);
}

int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  if (countdown(n) != 0) reach_error();
  return 0;
}
