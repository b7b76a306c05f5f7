// overflow_shift: with --check-overflow, a shift by at least the width is an
// error (a left shift into the sign bit is not).
// ARGS: --check-overflow
// DOMAIN: n=0..40
// EXPECT: error:overflow exit:0 exit:1
#include "symx.h"

int main(void) {
  unsigned char n;
  symx_make_symbolic(&n, sizeof n, "n");
  if (n > 40)
    return 3;
  int one = 1;
  int v = one << n;
  if (v < 0)
    return 1;
  unsigned long long w = 1ull << (n + 30);
  if (w > (1ull << 60))
    return 2;
  return 0;
}
