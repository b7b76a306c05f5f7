// strtol: hexadecimal conversion with an end pointer.
// DOMAIN: s=bytes('0','x','f','g',0)
// EXPECT: exit:0
#include <stdlib.h>
#include "symx.h"

int main(void) {
  char s[4];
  symx_make_symbolic(s, 3, "s");
  s[3] = '\0';
  char *end;
  long v = strtol(s, &end, 16);
  if (end == s)
    return 1;
  if (*end != '\0')
    return 2;
  if (v > 200)
    return 3;
  return 0;
}
