// sprintf_string: snprintf's %s of a string with symbolic bytes is spelt
// exactly: the path splits on the string's printed length (its first NUL,
// within the precision) and each byte is itself, with widths, left
// alignment and precision; a string that may run past its object is
// unsupported (sprintf_sym.c covers what stays unsupported).
// DOMAIN: name=bytes('o','k','z',0)
// EXPECT: exit:0 exit:1 exit:2 exit:3 exit:4
#include <stdio.h>
#include <string.h>
#include "symx.h"

int main(void) {
  char name[4], buf[32];
  symx_make_symbolic(name, 3, "name");
  for (int i = 0; i < 3; i++) symx_assume(name[i] == 'o' || name[i] == 'k' || name[i] == 'z' || name[i] == 0);
  name[3] = 0;
  int n = snprintf(buf, sizeof buf, "[%-4s|%.2s|%3s]", name, name, name);
  if ((int)strlen(buf) != n) return 9;
  if (n == 13 && buf[1] == 'o' && buf[2] == 'k') return 1;
  if (strcmp(buf, "[    ||   ]") == 0) return 2;
  if (buf[n - 2] == 'z') return 3;
  if (n == 12) return 4; /* one character */
  return 0;
}
