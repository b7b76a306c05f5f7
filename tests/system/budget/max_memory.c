// --max-memory 1 (MB): symx itself needs more than 1.5 MB, so the run stops at
// the first memory check, incomplete (exit 3); the summary is still written.
// ARGS: --max-memory 1
// EXIT: 3
// COMPLETE: false
#include "symx.h"

int main(void) {
  unsigned long long x;
  symx_make_symbolic(&x, sizeof x, "x");
  int bits = 0;
  for (int i = 0; i < 64; i++)
    if ((x >> i) & 1)
      bits++;
  return bits;
}
