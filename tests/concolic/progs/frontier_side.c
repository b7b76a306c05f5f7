/* symx fuzz: the abort needs "[q=": `sec` is a copy of s[1] only after a
 * '[' (else the constant 'z'), so the comparison sec == 'q' is symbolic
 * only on the paths of "[" and an '=' at s[2]. The input "[\0=" is made
 * by the expansion of "[" and covers no new edge ("=" covered both), but
 * its path takes the side sec != 'q' whose other side no run took: its
 * frontier is open, and symx fuzz expanded it first among the inputs with
 * nothing new (src/cli/fuzz.c, pick_input). That side, on its first time
 * on a path, is also a new side class (novel_sides), which now has it
 * expanded ahead of those. Oldest first waits behind the inputs made from the
 * twelve bytes before (combinations, none nearer the abort); newest
 * first behind those of the four bytes after (tests/concolic/run.py). */
#include <stdlib.h>
#include "symx.h"

#define D(k) if (s[k] == 'a' + k) r += k;

int main(void) {
  char s[24];
  symx_make_symbolic(s, sizeof s, "s");
  int r = 0;
  D(4) D(5) D(6) D(7) D(8) D(9) D(10) D(11) D(12) D(13) D(14) D(15)
  char sec = 'z';
  int i = 0;
  if (s[0] == '[') sec = s[1], i = 2;
  if (s[i] == '=') {
    if (sec == 'q') abort();
    r = 1;
  }
  D(18) D(19) D(20) D(21)
  return r;
}
