/* symx fuzz: two inputs, q. and .q, reach the same abort; the second
 * covers no new edge, so it is counted in the error, not written as a
 * test (tests/concolic/run.py). */
#include <stdlib.h>
#include "symx.h"

int main(void) {
  unsigned char x[2];
  symx_make_symbolic(x, 2, "x");
  int n = 0;
  for (int i = 0; i < 2; i++)
    if (x[i] == 'q') n++;
  if (n == 1) abort();
  return n;
}
