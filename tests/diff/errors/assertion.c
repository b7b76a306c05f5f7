// assertion: assert() fails for some inputs, in main and in a helper.
// DOMAIN: x=0..255
// EXPECT: error:assertion exit:0
#include <assert.h>
#include "symx.h"

static void check_range(unsigned char v) {
  assert(v < 240);
}

int main(void) {
  unsigned char x;
  symx_make_symbolic(&x, sizeof x, "x");
  if (x % 16 == 5)
    assert(x != 0x25);
  check_range(x);
  return 0;
}
