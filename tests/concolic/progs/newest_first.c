/* symx fuzz: the abort needs seven 'k'. "k" covers a new edge; "kk",
 * "kkk", "kkkk" new hit-count buckets of the loop's edges (1, 2, 3, 4-7);
 * "kkkkk" and "kkkkkk" nothing new (their counts stay in 4-7). Each is the
 * last child of the expansion before it, the newest input, which symx fuzz
 * expands on two picks of three among the inputs with nothing new
 * (src/cli/fuzz.c, pick_input). Oldest first waits behind the combinations
 * of the twelve bytes before the loop, none nearer the abort
 * (tests/concolic/run.py). */
#include <stdlib.h>
#include "symx.h"

#define D(k) if (s[k] == 'a' + k) r += k;

int main(void) {
  char s[24];
  symx_make_symbolic(s, sizeof s, "s");
  int r = 0;
  D(8) D(9) D(10) D(11) D(12) D(13) D(14) D(15) D(16) D(17) D(18) D(19)
  int n = 0;
  while (n < 7 && s[n] == 'k') n++;
  if (n == 7) abort();
  return r;
}
