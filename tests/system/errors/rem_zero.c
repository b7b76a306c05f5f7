// Unsigned remainder by a symbolic divisor (u8 promoted to int, and u64):
// y == 0 errors at the first %, then z == 0 errors at the second: 3 paths.
// EXIT: 1
// COMPLETE: true
// PATHS: 3
// OUTCOMES: exit:0=1 error:div-by-zero=2
// ERROR: div-by-zero 17
// ERROR: div-by-zero 18
#include "symx.h"

int main(void) {
  unsigned char x, y;
  unsigned long long z;
  symx_make_symbolic(&x, sizeof x, "x");
  symx_make_symbolic(&y, sizeof y, "y");
  symx_make_symbolic(&z, sizeof z, "z");
  int r = x % y;
  unsigned long long s = 1000ull % z;
  return ((r < 256) & (s <= 1000ull)) ? 0 : 1;  /* always 0 (s = 1000 for z > 1000) */
}
