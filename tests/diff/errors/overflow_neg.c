// overflow_neg: with --check-overflow, negating INT_MIN overflows; a 16-bit
// product computed in int never does.
// ARGS: --check-overflow
// DOMAIN: x=-0x80000000,-0x7fffffff,-1,0,1,0x7fffffff s=-32768,-1,0,32767
// EXPECT: error:overflow exit:0 exit:1
#include "symx.h"

int main(void) {
  int x = symx_int("x");
  short s;
  symx_make_symbolic(&s, sizeof s, "s");
  int p = s * 3;              /* promoted to int: never overflows */
  if (p > 90000)
    return 1;
  int n = -x;
  if (n > 5)
    return 2;
  return 0;
}
