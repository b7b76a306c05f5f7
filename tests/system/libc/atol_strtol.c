// atol and strtol (base 10, with the end pointer) on a 3-char symbolic
// string.  Outcomes: a full 3-digit number (1), a negative number (2),
// no digits at all (3), other (0).
// EXIT: 0
// COMPLETE: true
// OUTCOMES-SEEN: exit:0 exit:1 exit:2 exit:3
#include "symx.h"
#include <assert.h>
#include <stdlib.h>

int main(void) {
  char s[4];
  symx_make_symbolic(s, sizeof s, "s");
  s[3] = 0;
  char *end;
  long v = strtol(s, &end, 10);
  long w = atol(s);
  assert(v == w);
  assert(end >= s & end <= s + 3);
  assert(v >= -99 & v <= 999);
  if (end == s + 3 && v >= 100) {
    assert(s[0] >= '1' & s[0] <= '9');
    assert(v == (s[0] - '0') * 100 + (s[1] - '0') * 10 + (s[2] - '0'));
    return 1;
  }
  if (v < 0)
    return 2;
  if (end == s) {
    assert(v == 0);
    return 3;
  }
  return 0;
}
