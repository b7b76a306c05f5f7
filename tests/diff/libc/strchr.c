// strchr, strrchr and memchr: where a character occurs in a symbolic string.
// DOMAIN: s=bytes(0,'/','a')
// EXPECT: exit:0
#include <string.h>
#include "symx.h"

int main(void) {
  char s[5];
  symx_make_symbolic(s, 4, "s");
  s[4] = '\0';
  char *first = strchr(s, '/'), *last = strrchr(s, '/');
  if (!first)
    return memchr(s, 'a', 4) ? 1 : 0;
  if (first == last)
    return 2 + (int)(first - s);
  return 10 + (int)(last - first);
}
