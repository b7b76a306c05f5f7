// overflow_add32: with --check-overflow, signed 32-bit + and - that leave
// int's range are errors.
// ARGS: --check-overflow
// SELFTEST: corrupt run-replay
// DOMAIN: a=-3..3,0x7ffffffd..0x7fffffff,-0x80000000..-0x7ffffffe b=-2..2
// EXPECT: error:overflow exit:0 exit:1
#include "symx.h"

int main(void) {
  int a = symx_int("a"), b = symx_int("b");
  int s = a + b;
  if (s > 0)
    return 1;
  int d = a - b;
  if (d > 1000)
    return 2;
  return 0;
}
