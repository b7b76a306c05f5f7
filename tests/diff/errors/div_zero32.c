// div_zero32: signed 32-bit division and remainder by an input that may be 0.
// DOMAIN: x=-6..6 y=-2..2
// EXPECT: error:div-by-zero exit:0
#include "symx.h"

int main(void) {
  int x = symx_int("x"), y = symx_int("y");
  int q = 100 / (x - 3);
  if (q > 20)
    return x % y;
  return 0;
}
