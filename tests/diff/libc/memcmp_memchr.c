// memcmp_memchr: byte-block comparison and search on symbolic data.
// DOMAIN: b=bytes(0,1,2)
// EXPECT: exit:0
#include <string.h>
#include "symx.h"

int main(void) {
  unsigned char b[3];
  symx_make_symbolic(b, sizeof b, "b");
  static const unsigned char ref[3] = {1, 2, 0};
  int c = memcmp(b, ref, 3);
  if (c == 0)
    return 1;
  unsigned char *z = memchr(b, 0, 3);
  if (z && c > 0)
    return 2 + (int)(z - b);
  return 0;
}
