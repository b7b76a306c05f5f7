// kind_pointer: the loop stores through a pointer the program got from
// malloc: the objects it may write are not bounded by the analysis, so
// k-induction does not apply (step "not-applicable") and, the loop being
// unbounded, the verdict is unknown: never a proof it has not earned.
// BMC: --k-induction --unwind 16
// VERDICT: bound
// ERRORS:
// STEP: not-applicable
// RUN: explodes
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
void __VERIFIER_assert(int c) { if (!c) reach_error(); }

int main(void) {
  int *p = malloc(sizeof(int));
  if (!p) return 0;
  *p = 0;
  while (__VERIFIER_nondet_int()) {
    *p = 1;
    __VERIFIER_assert(*p == 1);
  }
  free(p);
  return 0;
}
