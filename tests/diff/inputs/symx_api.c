// symx_api: symx_int, symx_range, symx_assume and symx_assert.
// DOMAIN: i=-3..3 r=10..19
// EXPECT: exit:0 error:assertion
#include "symx.h"

int main(void) {
  int i = symx_int("i");
  int r = symx_range(10, 20, "r");
  symx_assume(i != 0);
  symx_assert(r != 17 || i < 2);
  if (i + r == 12)
    return 1;
  return 0;
}
