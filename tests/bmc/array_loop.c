// array_loop: an array written and read at the loop counter; the maximum
// found by the loop is at least every element (a proof), and writing
// b[n] for n == 5 is out of bounds (found, replays).
// BMC: --unwind 6
// VERDICT: bug-complete
// ERRORS: out-of-bounds:25
// RUN: compare
#include <assert.h>
#include "symx.h"

int main(void) {
  unsigned char a[5];
  int b[5];
  symx_make_symbolic(a, sizeof a, "a");
  unsigned n = (unsigned)symx_range(0, 6, "n");
  unsigned char max = 0;
  for (unsigned i = 0; i < 5; i++) {
    b[i] = a[i] * 2;
    if (a[i] > max) max = a[i];
  }
  for (unsigned i = 0; i < 5; i++) assert(max >= a[i] && b[i] <= 2 * max);
  for (unsigned i = 0; i < n; i++) b[i] = 0;
  if (n == 5) {
    unsigned k = n;
    b[k] = 1;
  }
  return b[0];
}
