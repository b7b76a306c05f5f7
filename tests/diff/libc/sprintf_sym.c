// sprintf_sym: snprintf of a symbolic integer is not formatted (yet): the
// path ends as unsupported, never with made-up text; the others go on.
// INCOMPLETE: snprintf of a symbolic value is unsupported
// EXPECT: exit:1 error:unsupported
#include <stdio.h>
#include "symx.h"

int main(void) {
  int x = symx_int("x");
  if (x == 5) return 1;
  char buf[16];
  snprintf(buf, sizeof buf, "%d", x);
  return buf[0] == '-';
}
