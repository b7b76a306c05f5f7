// checker: the program the checker's self-tests corrupt. One 8-bit input,
// several exits and errors, each on a path of its own.
// DOMAIN: x=0..255
// EXPECT: exit:0 exit:1 exit:2 error:div-by-zero error:assertion error:out-of-bounds
// SELFTEST: corrupt misfit drop run-replay
#include <assert.h>
#include "symx.h"

int table[8] = {1, 2, 3, 4, 5, 6, 7, 8};

int main(void) {
  unsigned char x;
  symx_make_symbolic(&x, sizeof x, "x");
  if (x < 10)
    return 0;
  if (x < 20)
    return 100 / (x - 15);
  if (x < 30)
    return 1;
  if (x == 42)
    assert(x != 42);
  if (x >= 200 && x < 210)
    return table[x - 200];
  if (x > 250)
    return 2;
  return 3;
}
