// reach_error_defined: the program defines reach_error itself (as SV-COMP
// tasks do), so symx runs that definition: an assertion inside it.
// DOMAIN: nondet_short=-3..3,1000..1003
// EXPECT: error:assertion exit:0
#include <assert.h>
short __VERIFIER_nondet_short(void);

void reach_error(void) { assert(0); }

int main(void) {
  short s = __VERIFIER_nondet_short();
  if (s * 3 == 3006)
    reach_error();
  return 0;
}
