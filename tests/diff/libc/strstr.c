// strstr, strspn and strcspn on a symbolic string.
// DOMAIN: s=bytes(0,'a','b',' ')
// EXPECT: exit:0
#include <string.h>
#include "symx.h"

int main(void) {
  char s[5];
  symx_make_symbolic(s, 4, "s");
  s[4] = '\0';
  if (strstr(s, "ab"))
    return 1;
  size_t lead = strspn(s, " ");
  if (lead == 2)
    return 2;
  if (strcspn(s, "b") == 3)
    return 3;
  return 0;
}
