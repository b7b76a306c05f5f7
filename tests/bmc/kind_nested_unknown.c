// kind_nested_unknown: the inner loop runs 10 times per iteration of the
// outer, which ends with x == 0x0fffffff, odd: the assertion fails after
// 2^28 outer iterations (SV-COMP's loop-acceleration/nested_1-2), beyond
// any bound here. With --unwind 4 the base case finds no bug and S starts as
// the inner loop alone; only a complete Houdini round meets the outer loop
// reaching its bound, so that it joins S. Before kind.c required one, a
// single solver query answering UNKNOWN (a time-out under load) in that
// round left S without the outer loop, and the inner loop's step case held
// vacuously (its paths dropped at the next entry's iteration k + 1): a wrong
// proof, seen in the loop sample at 10 s (INJECT-UNKNOWN replays it: the
// 10th, 14th or 18th query). The input only lets one path end early (a test to replay).
// BMC: --k-induction --unwind 4 --max-time 20
// VERDICT: bound
// ERRORS:
// STEP: failed
// INJECT-UNKNOWN: 20
// RUN: none
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
void __VERIFIER_assert(int c) { if (!c) reach_error(); }

int main(void) {
  if (__VERIFIER_nondet_int()) return 0;
  unsigned int x = 0;
  unsigned int y = 0;
  while (x < 0x0fffffff) {
    y = 0;
    while (y < 10) {
      y++;
    }
    x++;
  }
  __VERIFIER_assert(!(x % 2));
  return 0;
}
