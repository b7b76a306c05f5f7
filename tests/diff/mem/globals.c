// globals: global and static variables updated by functions on input
// decisions, and read back.
// DOMAIN: x=0..31
// EXPECT: exit:0
#include "symx.h"

int counter;
static int history[4];
const int limits[3] = {3, 9, 27};

static void bump(int by) {
  static int calls;
  calls++;
  counter += by;
  history[calls & 3] = by;
}

int main(void) {
  unsigned char x;
  symx_make_symbolic(&x, sizeof x, "x");
  if (x > 31)
    return 40;
  for (int k = 0; k < 3; k++)
    if (x > limits[k])
      bump(k + 1);
  if (x & 16)
    bump(5);
  if (counter == 6 && history[3] == 3)
    return 1;
  if (counter > 6)
    return 2;
  return 0;
}
