// atoi: a symbolic decimal string, sign and spaces included, converted.
// DOMAIN: s=bytes(' ','-','1','9','x',0)
// EXPECT: exit:0 exit:1 exit:2
#include <stdlib.h>
#include "symx.h"

int main(void) {
  char s[4];
  symx_make_symbolic(s, 3, "s");
  s[3] = '\0';
  int v = atoi(s);
  if (v < 0)
    return 1;
  if (v > 50)
    return 2;
  if (v == 9)
    return 3;
  return 0;
}
