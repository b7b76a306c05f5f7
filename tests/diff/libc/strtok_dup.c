// strtok_dup: strtok over a symbolic string, strdup of the tokens.
// DOMAIN: s=bytes('a',',',0)
// EXPECT: exit:0
#include <stdlib.h>
#include <string.h>
#include "symx.h"

int main(void) {
  char s[5];
  symx_make_symbolic(s, 4, "s");
  s[4] = 0;
  int n = 0;
  size_t total = 0;
  for (char *t = strtok(s, ","); t; t = strtok(NULL, ",")) {
    char *d = strdup(t);
    total += strlen(d);
    free(d);
    n++;
  }
  return n * 10 + (int)total;
}
