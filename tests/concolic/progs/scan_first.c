/* symx fuzz: the abort needs "key" and a fourth byte, and the scan for the
 * string's end comes first: in the path of "key", the branch that ended the
 * scan at byte 3 lies before the bound of every input made from it. An
 * input that covered new edges is expanded from its first branch
 * (src/cli/fuzz.c), which makes "key" with a fourth byte at once; the
 * others wait behind the inputs of the bytes 8..15 (tests/concolic/run.py). */
#include <stdlib.h>
#include "symx.h"

int main(void) {
  char s[16];
  symx_make_symbolic(s, sizeof s, "s");
  int n = 0, r = 0;
  while (n < 8 && s[n] != 0) n++;
  for (int i = 8; i < 16; i++) /* inputs with new edges, none nearer the abort */
    if (s[i] == 'a' + i) r += i;
  if (n < 3 || s[0] != 'k' || s[1] != 'e' || s[2] != 'y') return r;
  if (n == 3) return 1;
  abort();
}
