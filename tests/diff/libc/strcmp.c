// strcmp: a symbolic string compared with constants (only the sign of the
// result is used: the C library may return any value of that sign).
// DOMAIN: s=bytes(0,'a','b','c')
// EXPECT: exit:0 exit:1 exit:2 exit:3
#include <string.h>
#include "symx.h"

int main(void) {
  char s[4];
  symx_make_symbolic(s, 3, "s");
  s[3] = '\0';
  if (strcmp(s, "ab") == 0)
    return 1;
  if (strcmp(s, "b") < 0)
    return 2;
  if (strncmp(s, "cc", 2) == 0)
    return 3;
  return 0;
}
