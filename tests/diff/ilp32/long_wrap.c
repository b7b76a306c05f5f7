// long_wrap: under ILP32, long and size_t are 32 bits and wrap there.
// ARGS: --data-model ILP32
// DOMAIN: x=0..3,0x7ffffffe..0x80000001,0xfffffffd..0xffffffff
// EXPECT: exit:1 exit:2 exit:3 exit:4
#include "symx.h"
#include <stddef.h>

int main(void) {
  if (sizeof(long) != 4 || sizeof(void *) != 4 || sizeof(size_t) != 4) return 9;
  unsigned long x;
  symx_make_symbolic(&x, sizeof x, "x");
  unsigned long y = x + 2;          /* wraps at 2^32 */
  long s = (long)x;
  size_t n = x * 4;
  if (y < x) return 1;
  if (s < 0) return 2;
  if (n < x) return 3;
  if (x == 2) return 4;
  return 0;
}
