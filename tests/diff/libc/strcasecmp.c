// strcasecmp: case-insensitive comparison of a symbolic string.
// DOMAIN: s=bytes(0,'o','O','k','K')
// EXPECT: exit:0 exit:1
#include <strings.h>
#include "symx.h"

int main(void) {
  char s[3];
  symx_make_symbolic(s, 2, "s");
  s[2] = '\0';
  if (strcasecmp(s, "ok") == 0)
    return 1;
  if (strncasecmp(s, "KO", 1) == 0)
    return 2;
  return 0;
}
