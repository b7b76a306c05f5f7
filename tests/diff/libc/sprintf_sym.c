// sprintf_sym: what snprintf cannot spell exactly (a symbolic width; a
// string of symbolic bytes that may run past its object) ends the path as
// unsupported, never with made-up text; the others go on, a symbolic
// integer and a string that ends within its object among them (spelt
// exactly: sprintf_symbolic.c, sprintf_string.c).
// INCOMPLETE: snprintf of a symbolic width, %s that may run past its object
// EXPECT: exit:0 exit:1 exit:3 exit:4 error:unsupported
#include <stdio.h>
#include "symx.h"

int main(void) {
  int x = symx_int("x");
  if (x == 5) return 1;
  char buf[16];
  snprintf(buf, sizeof buf, "%d", x);
  if (x < 3 && x > -3) snprintf(buf, sizeof buf, "%*d", x, 1);
  if (x == 7) {
    char two[2];
    symx_make_symbolic(two, sizeof two, "two");
    snprintf(buf, sizeof buf, "%s", two); /* no NUL in two: past its end */
    if (buf[0] == 'a') return 3;
    return 4;
  }
  return buf[0] == '-';
}
