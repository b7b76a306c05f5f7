/* symx fuzz: the abort needs four 'x' among twenty bytes, and no input on
 * the way covers a new branch edge: each 'x' takes the edges the first one
 * took. An input with one more 'x' does take the 'x' edge more often than
 * any input before, a new hit-count bucket (1, 2, 3, 4-7), and is expanded
 * first; without them the search tries every input with fewer 'x' first
 * (about 6000 runs; tests/concolic/run.py gives it 4 s). */
#include <stdlib.h>
#include "symx.h"

int main(void) {
  char s[20];
  symx_make_symbolic(s, sizeof s, "s");
  int n = 0;
  for (int i = 0; i < 20; i++)
    if (s[i] == 'x') n++;
  if (n == 4) abort();
  return n;
}
