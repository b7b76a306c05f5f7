// Making the same variable symbolic twice gives two independent inputs:
// x2 == x1 and x2 != x1 are both feasible, 2 paths.
// EXIT: 0
// COMPLETE: true
// PATHS: 2
// OUTCOMES: exit:0=1 exit:1=1
// INPUTS: x1:1 x2:1
#include "symx.h"

int main(void) {
  unsigned char x;
  symx_make_symbolic(&x, 1, "x1");
  unsigned char saved = x;
  symx_make_symbolic(&x, 1, "x2");
  if (x == saved)
    return 1;
  return 0;
}
