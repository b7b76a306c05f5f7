// memops: memcpy, memmove (overlapping), memset and memcmp on symbolic bytes.
// DOMAIN: b=bytes(0,'x','y')
// EXPECT: exit:0
#include <string.h>
#include "symx.h"

int main(void) {
  char b[3];
  symx_make_symbolic(b, sizeof b, "b");
  char buf[8];
  memset(buf, '-', sizeof buf);
  memcpy(buf + 1, b, 3);
  memmove(buf + 2, buf + 1, 4);   /* overlapping */
  int r = 0;
  if (buf[2] == 'x')
    r |= 1;
  if (memcmp(buf + 3, "yy", 2) == 0)
    r |= 2;
  if (buf[5] != '-')
    r |= 4;                       /* never: buf[5] came from buf[4] == '-' */
  if (memcmp(b, "xyx", 3) < 0)
    r |= 8;
  return r;
}
