// kind_late_bug: the error needs 20 iterations (and the flag): no error
// within k iterations for k = 1 .. 16, so a "proof" from the base case
// alone would be wrong; the step case fails (a havocked i of 19 reaches
// it), and the base case finds the bug at bound 32; its test replays.
// BMC: --k-induction --max-time 120
// VERDICT: bug
// ERRORS: reach-error:14
// STEP: failed
// BOUND: 32
// RUN: explodes
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
void __VERIFIER_assert(int c) {
  if (!c) reach_error();
}

int main(void) {
  int flag = __VERIFIER_nondet_int();
  int i = 0;
  while (__VERIFIER_nondet_int()) {
    i++;
    __VERIFIER_assert(!(flag && i == 20));
  }
  return 0;
}
