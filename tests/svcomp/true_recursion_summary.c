// EXPECT: true
// ENGINE: summaries
// MAX-TIME: 6
// sum(n, m) moves n into m one call at a time, as deep as the unbounded
// input: exploration and bmc never cover it; the summaries stage proves
// result == n + m by induction over the call depth (SV-COMP's
// recursive-simple/sum_non_eq shape).
extern unsigned int __VERIFIER_nondet_uint(void);
extern void abort(void);
void reach_error(void) { abort(); }

unsigned sum(unsigned n, unsigned m) {
  if (n == 0) return m;
  return sum(n - 1, m + 1);
}

int main(void) {
  unsigned a = __VERIFIER_nondet_uint();
  unsigned b = __VERIFIER_nondet_uint();
  if (sum(a, b) != a + b) reach_error();
  return 0;
}
