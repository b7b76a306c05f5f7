/* symx fuzz: the abort needs "true", compared by the same strncmp as "null"
 * and "nope" before it. symx cc inlines its string models into each call
 * (src/cc/cc.c), so that each call's byte comparisons are edges of their
 * own: "t", "tr", "tru" each cover a new edge. With one strncmp for all
 * calls, "n", "nu", "nul" had covered its edges first, and "t", "tr", "tru"
 * were no better than the other inputs (tests/concolic/run.py). */
#include <stdlib.h>
#include <string.h>
#include "symx.h"

int main(void) {
  char s[17];
  symx_make_symbolic(s, 16, "s");
  s[16] = 0;
  int r = 0;
  for (int i = 4; i < 16; i++) /* many inputs with new edges, none nearer the abort */
    if (s[i] == 'a' + i) r += i;
  if (strncmp(s, "null", 4) == 0) return 1;
  if (strncmp(s, "nope", 4) == 0) return 2;
  if (strncmp(s, "true", 4) == 0) abort();
  return r;
}
