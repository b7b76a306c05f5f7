// strlen: the length of a symbolic string (terminated by the program) decides
// the path.
// DOMAIN: s=bytes(0,'a','b')
// EXPECT: exit:0 exit:1 exit:2
#include <string.h>
#include "symx.h"

int main(void) {
  char s[5];
  symx_make_symbolic(s, 4, "s");
  s[4] = '\0';
  size_t n = strlen(s);
  if (n == 0)
    return 0;
  if (n < 3)
    return 1;
  if (strnlen(s, 2) == 2)
    return 2;
  return 3;
}
