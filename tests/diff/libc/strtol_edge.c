// strtol_edge: strtol with base 0 on odd prefixes ("0x" without digits,
// signs, spaces, octal), and where it stops.
// DOMAIN: s=bytes(' ','-','0','x','7',0)
// EXPECT: exit:1
#include <stdlib.h>
#include "symx.h"

int main(void) {
  char s[4];
  symx_make_symbolic(s, 3, "s");
  s[3] = 0;
  char *end;
  long v = strtol(s, &end, 0);
  int used = (int)(end - s);
  if (v == 0 && used == 0) return 1;
  if (v < 0) return 2 + used;
  if (v > 7) return 10 + used;
  return 20 + used;
}
