/* Branches on bytes of stack arrays read at input-dependent indices in the
 * functions they are passed to (src/cc/stack.c records them), one two calls
 * deep. symx fuzz must find the abort from the all-zero input. */
#include <stdlib.h>
#include "symx.h"
static int pick(const char *s, unsigned i) { return s[i]; }
static int level2(const char *s, unsigned i) { char mine[4] = "xyz"; return pick(s, i) + pick(mine, i % 3); }
int main(void) {
  unsigned char in[2];
  char word[8] = "parsers";
  symx_make_symbolic(in, 2, "in");
  int r = 0;
  if (pick(word, in[0] & 7) == 'e') r |= 1;
  if (level2(word, in[1] & 7) == 'e' + 'y') r |= 2;
  if (r == 3) abort();
  return r;
}
