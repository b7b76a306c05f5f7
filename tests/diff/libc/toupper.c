// toupper: case mapping of every byte value.
// DOMAIN: c=0..255
// EXPECT: exit:0 exit:1 exit:2
#include <ctype.h>
#include "symx.h"

int main(void) {
  unsigned char c;
  symx_make_symbolic(&c, sizeof c, "c");
  if (tolower(c) == 'q')
    return 2;
  if (toupper(c) != c)
    return 1;
  return 0;
}
