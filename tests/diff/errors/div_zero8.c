// div_zero8: unsigned 8-bit division (promoted to int) by an input; the
// divisor is zero for exactly one value.
// DOMAIN: x=0..255
// EXPECT: error:div-by-zero exit:1
#include "symx.h"

int main(void) {
  unsigned char x;
  symx_make_symbolic(&x, sizeof x, "x");
  unsigned char d = (unsigned char)(x + 9);
  if (200 / d > 3)
    return 1;
  return 0;
}
