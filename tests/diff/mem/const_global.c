// const_global: a write through a cast into a const global array (in
// .rodata natively, a fault on the write): symx reports read-only there,
// and the in-bounds reads of the other paths replay as exits.
// DOMAIN: i=0..7
// EXPECT: error:read-only
#include "symx.h"

static const int table[4] = {3, 1, 4, 1};

int main(void) {
  unsigned char i;
  symx_make_symbolic(&i, 1, "i");
  if (i < 4)
    return table[i];
  if (i < 6)
    ((int *)table)[i - 4] = 9;
  return 0;
}
