// --max-tests 5 on a program with 2^16 paths: exactly 5 tests are written,
// then the run stops, incomplete (exit 3).
// ARGS: --max-tests 5
// EXIT: 3
// COMPLETE: false
// PATHS: 5
// TESTS: 5
#include "symx.h"

int main(void) {
  unsigned short x;
  symx_make_symbolic(&x, sizeof x, "x");
  int bits = 0;
  for (int i = 0; i < 16; i++)
    if ((x >> i) & 1)
      bits++;
  return bits;
}
