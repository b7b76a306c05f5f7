// loop_shapes: do-while, a for with a break, while (1) with a break in the
// middle, a loop made with goto, each running up to n + 1 <= 5 times: with
// bound 5 no unwinding assertion fails (a proof; the sum's range is checked
// against native runs of every n); with bound 4 the loops' 5th iterations
// for n = 4 fail their unwinding assertions: never a proof.
// BMC: --unwind 5
// VERDICT: proof
// ERRORS:
// TOO-SMALL: 4
// DOMAIN: n=0..4
// RUN: compare
#include <assert.h>
#include "symx.h"

int main(void) {
  int n = symx_range(0, 5, "n");
  int s = 0, i = 0;
  do {
    s += 1;
    i++;
  } while (i <= n);
  for (i = 0;; i++) {
    if (i > n) break;
    s += 2;
  }
  i = 0;
  while (1) {
    s += 3;
    if (i == n) break;
    i++;
  }
  i = 0;
again:
  s += 4;
  if (i++ < n) goto again;
  assert(s == 10 * (n + 1));
  return s;
}
