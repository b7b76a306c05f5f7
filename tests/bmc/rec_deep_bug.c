// rec_deep_bug: id clamps at 1000 and main fails when id(x) == 1000: a bug
// only 1000 calls deep (x >= 1000, as the native runs show). The summary
// result <=u 1000 holds but does not exclude the bug: main's run with it
// errs, so the summaries prove nothing, and bmc's bound does not reach
// the bug in time: never a `true` (on a loaded machine the time may end
// as a bound finishes: `bound` rather than `unknown`, no proof either).
// BMC: --k-induction --max-time 2
// VERDICT: unknown|bound
// ERRORS:
// SUMMARIES: none
// DOMAIN: nondet_uint=0..3,998..1001
// RUN: none
extern unsigned int __VERIFIER_nondet_uint(void);
extern void reach_error(void);

unsigned id(unsigned x) {
  if (x == 0) return 0;
  unsigned ret = id(x - 1) + 1;
  if (ret > 1000) return 1000;
  return ret;
}

int main(void) {
  unsigned input = __VERIFIER_nondet_uint();
  if (id(input) == 1000) reach_error();
  return 0;
}
