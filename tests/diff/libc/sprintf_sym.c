// sprintf_sym: what snprintf cannot spell exactly (a symbolic width, here)
// ends the path as unsupported, never with made-up text; the others go on,
// a symbolic integer among them (spelt exactly: sprintf_symbolic.c).
// INCOMPLETE: snprintf of a symbolic width is unsupported
// EXPECT: exit:0 exit:1 error:unsupported
#include <stdio.h>
#include "symx.h"

int main(void) {
  int x = symx_int("x");
  if (x == 5) return 1;
  char buf[16];
  snprintf(buf, sizeof buf, "%d", x);
  if (x < 3 && x > -3) snprintf(buf, sizeof buf, "%*d", x, 1);
  return buf[0] == '-';
}
