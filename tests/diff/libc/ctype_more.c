// ctype_more: the rest of <ctype.h> on every byte value.
// DOMAIN: c=0..255
// EXPECT: exit:0
#include <ctype.h>
#include "symx.h"

int main(void) {
  unsigned char c;
  symx_make_symbolic(&c, sizeof c, "c");
  int r = 0;
  if (isalnum(c))
    r |= 1;
  if (isxdigit(c))
    r |= 2;
  if (iscntrl(c))
    r |= 4;
  if (isprint(c))
    r |= 8;
  if (isgraph(c))
    r |= 16;
  if (islower(c))
    r |= 32;
  if (isblank(c))
    r |= 64;
  return r;
}
