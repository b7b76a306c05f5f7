// strncpy_pad: strncpy pads with zeros; stpcpy's result; strncat.
// DOMAIN: s=bytes('q',0)
// EXPECT: exit:135 exit:162
#include <string.h>
#include "symx.h"

int main(void) {
  char s[4];
  symx_make_symbolic(s, 3, "s");
  s[3] = 0;
  char d[8];
  memset(d, 'x', sizeof d);
  strncpy(d, s, 6);
  int zeros = 0;
  for (int i = 0; i < 8; i++) zeros += d[i] == 0;
  char e[16] = "ab";
  char *end = stpcpy(e + 2, s);
  strncat(e, "zz", 1);
  return zeros * 10 + (int)(end - e) + (e[strlen(e) - 1] == 'z' ? 100 : 0);
}
