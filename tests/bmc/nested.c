// nested: nested loops with input bounds (n, m <= 3); bound 4 covers
// them (a loop begins at most 3 iterations) and the property holds: a proof
// that symx run's complete exploration confirms. Bound 2 is too small.
// BMC: --unwind 4
// VERDICT: proof
// ERRORS:
// TOO-SMALL: 2
// DOMAIN: n=0..3 m=0..3
// RUN: compare
#include <assert.h>
#include "symx.h"

int main(void) {
  unsigned n = (unsigned)symx_range(0, 4, "n");
  unsigned m = (unsigned)symx_range(0, 4, "m");
  unsigned c = 0;
  for (unsigned i = 0; i < n; i++)
    for (unsigned j = 0; j < m; j++)
      c += (i + j) & 1 ? 2 : 1;
  assert(c <= 2 * n * m);
  assert(c >= n * m);
  return (int)c;
}
