// abs: abs, labs and llabs on inputs.
// DOMAIN: x=-3..3,0x7fffffff,-0x7fffffff l=-1,0,1
// EXPECT: exit:0
#include <stdlib.h>
#include "symx.h"

int main(void) {
  int x = symx_int("x");
  long l;
  symx_make_symbolic(&l, sizeof l, "l");
  if (abs(x) > 2)
    return 1;
  if (labs(l) == 1 && llabs((long long)x) == 1)
    return 2;
  return 0;
}
