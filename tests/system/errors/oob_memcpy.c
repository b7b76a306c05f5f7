// memcpy of n bytes into a 4-byte buffer with n in [0, 6): n <= 4 is fine,
// n == 5 writes out of bounds.  How many paths the copy takes (one per n or
// one per outcome) is the engine's choice, so only the outcomes are fixed;
// the error's line is the call's or the model's, so any line is accepted.
// EXIT: 1
// COMPLETE: true
// OUTCOMES-SEEN: exit:0 error:out-of-bounds
// ERROR: out-of-bounds *
#include "symx.h"
#include <string.h>

int main(void) {
  char dst[4];
  char src[8] = "abcdefg";
  int n = symx_range(0, 6, "n");
  memcpy(dst, src, n);
  return 0;
}
