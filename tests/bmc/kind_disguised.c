// kind_disguised: the loop writes h through a pointer computed from g's
// address, so the analysis of its stores havocs g only. Were the step case
// to trust that, h would keep its entry value there and the assertion,
// which fails only in the 100th iteration, would be "proved" with k = 1.
// The step case watches every write: one to h voids it (no step case
// holds), and the base case finds the bug at bound 128 (every path ends
// there: the run is complete); it replays.
// BMC: --k-induction --max-time 120
// VERDICT: bug-complete
// ERRORS: reach-error:17
// STEP: failed
// WHY: not havocked
// RUN: compare
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
void __VERIFIER_assert(int c) {
  if (!c) reach_error();
}

int g[2], h;

int main(void) {
  long d = (long)((char *)&h - (char *)g);
  while (__VERIFIER_nondet_int()) {
    (*(int *)((char *)g + d))++;
    __VERIFIER_assert(h != 100);
  }
  return 0;
}
