// strcpy_cat: strcpy, strcat, strncpy into buffers large enough, then a
// comparison of the result.
// DOMAIN: s=bytes(0,'a','b')
// EXPECT: exit:1 exit:2 exit:20
#include <string.h>
#include "symx.h"

int main(void) {
  char s[3];
  symx_make_symbolic(s, 2, "s");
  s[2] = '\0';
  char buf[16];
  strcpy(buf, "<");
  strcat(buf, s);
  strcat(buf, ">");
  if (strcmp(buf, "<ab>") == 0)
    return 1;
  char small[4];
  strncpy(small, s, sizeof small);
  if (small[1] == 'a' && small[2] == '\0')
    return 2;
  return (int)strlen(buf) * 10;
}
