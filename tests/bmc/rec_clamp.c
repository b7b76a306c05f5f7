// rec_clamp: id(x) counts down x with a result clamped at 2 (SV-COMP's
// recursive-simple/id_b2_o3 shape): the recursion is as deep as the
// unbounded input, so no bound covers it, but the summary id: result <=u 2
// holds by induction over the call depth (assumed at the recursive call:
// ret <= 3, clamped), so id(x) == 3 is unreachable.
// BMC: --k-induction --max-time 20
// VERDICT: proof
// ERRORS:
// SUMMARIES: id
// DOMAIN: nondet_uint=0..40
// RUN: none
extern unsigned int __VERIFIER_nondet_uint(void);
extern void reach_error(void);

unsigned id(unsigned x) {
  if (x == 0) return 0;
  unsigned ret = id(x - 1) + 1;
  if (ret > 2) return 2;
  return ret;
}

int main(void) {
  unsigned input = __VERIFIER_nondet_uint();
  if (id(input) == 3) reach_error();
  return 0;
}
