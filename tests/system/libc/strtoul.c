// strtoul in base 16 on a 2-char symbolic string: "ff"/"FF"/"fF"/"Ff" give
// 255.  Outcomes: 255 (1), 0 with no digits consumed (2), other (0).
// EXIT: 0
// COMPLETE: true
// OUTCOMES-SEEN: exit:0 exit:1 exit:2
#include "symx.h"
#include <assert.h>
#include <stdlib.h>

int main(void) {
  char s[3];
  symx_make_symbolic(s, sizeof s, "s");
  s[2] = 0;
  char *end;
  unsigned long v = strtoul(s, &end, 16);
  if (v == 255) {
    assert((s[0] == 'f' | s[0] == 'F') & (s[1] == 'f' | s[1] == 'F'));
    assert(end == s + 2);
    return 1;
  }
  if (end == s) {
    assert(v == 0);
    return 2;
  }
  assert(v < 256 | s[0] == '-');       /* "-1" wraps to ULONG_MAX */
  return 0;
}
