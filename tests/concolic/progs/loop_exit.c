/* The expansion negates the exit of a loop before its bound: on "ab", the
 * branches are strlen's s[0] != 0, s[1] != 0, s[2] != 0 (its exit), then
 * s[0] == 'a' and s[1] == 'b'. From bound 4, the children negate the exit
 * (2: "ab" and one byte more) and s[1] == 'b' (4); not strlen's first two
 * turns, not s[0] == 'a' (tests/concolic/run.py, runtime/concolic/runtime.c
 * expand). */
#include <string.h>
#include "symx.h"

int main(void) {
  char s[6];
  symx_make_symbolic(s, 5, "s");
  s[5] = 0;
  size_t n = strlen(s);
  int r = 0;
  if (s[0] == 'a') r |= 1;
  if (s[1] == 'b') r |= 2;
  return r + (int)n * 4;
}
