// sprintf: sprintf and snprintf of integers and strings chosen on symbolic
// branches (each path formats known values exactly: the text and the
// length), truncation by snprintf, and a buffer too small for sprintf. A
// symbolic value itself would end the path as unsupported (sprintf_sym.c).
// DOMAIN: x=0..9
// EXPECT: exit:0 exit:2 exit:3 error:out-of-bounds
#include <stdio.h>
#include <string.h>
#include "symx.h"

int main(void) {
  int x = symx_int("x");
  if (x < 0 || x > 9) return 50;
  int v = 7;
  const char *s = "xyz";
  if (x > 5) v = -100000;
  if (x & 1) s = "ab";
  char buf[16];
  int n = snprintf(buf, sizeof buf, "%d-%s|%5.2x%c", v, s, (unsigned)v & 0xfff, 'q');
  if (n < (int)sizeof buf && n != (int)strlen(buf)) return 40; /* never */
  if (n >= (int)sizeof buf && strlen(buf) != sizeof buf - 1) return 41; /* never: truncated */
  if (buf[0] == '-' && buf[8] == 'a') return 2;
  char small[6];
  n = snprintf(small, sizeof small, "%s%s%d", s, s, v);
  if (n > 5 && strlen(small) != 5) return 40; /* never: truncated to 5 */
  if (x == 8) {
    char tiny[4];
    sprintf(tiny, "%d", v); /* -100000 does not fit */
    return tiny[0];
  }
  unsigned long u = 9;
  if (x == 3) u = 3;
  n = sprintf(buf, "%s%%%lu", s, u);
  if (strcmp(buf, "ab%3") == 0 && n == 4) return 3;
  return 0;
}
