// guarded_overflow: a `?:` whose arm holds checked arithmetic is a select
// (front/selects.c); with --check-overflow the arm's check may fail only
// where the arm is taken. -a overflows at INT_MIN on its own side (an
// error), and 1 << b shifts too far for b < 0; a + 1 and -b would overflow
// only on the side not taken (no error).
// ARGS: --check-overflow
// DOMAIN: a=-0x80000000,-0x7fffffff,-1,0,1,99,100,0x7ffffffe,0x7fffffff b=-0x80000000,-1,0,7,30,31,0x40000000
// EXPECT: error:overflow exit:0 exit:1 exit:2
#include "symx.h"

int main(void) {
  int a = symx_int("a"), b = symx_int("b");
  int s = a < 100 ? a + 1 : a;
  int n = b != -0x7fffffff - 1 ? -b : 0;
  int d = b < 0x40000000 ? b << 1 : b;
  int m = a >= 0 ? a : -a;
  int sh = b < 31 ? 1 << b : 0;
  if (m == 0 || sh == 0)
    return 0;
  if (n < 0 && s > 0 && d > 0)
    return 1;
  return 2;
}
