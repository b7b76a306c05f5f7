// Inputs from every API are recorded in creation order, with their sizes.
// Paths: p == 0 / p != 0 = 2; every test lists the same five inputs.
// EXIT: 0
// COMPLETE: true
// PATHS: 2
// OUTCOMES: exit:0=1 exit:1=1
// INPUTS: first:1 second:4 third:4 fourth:2 *:1
#include "symx.h"

extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
  unsigned char a;
  unsigned short d;
  symx_make_symbolic(&a, sizeof a, "first");
  int b = symx_int("second");
  int c = symx_range(0, 10, "third");
  symx_make_symbolic(&d, sizeof d, "fourth");
  unsigned char p = __VERIFIER_nondet_uchar();
  (void)a; (void)b; (void)c; (void)d;
  if (p == 0)
    return 1;
  return 0;
}
