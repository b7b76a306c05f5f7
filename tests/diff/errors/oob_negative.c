// oob_negative: an index computed as a difference that can go negative,
// reading before the start of a heap buffer.
// DOMAIN: a=0..9 b=0..9
// EXPECT: error:out-of-bounds exit:0
#include <stdlib.h>
#include "symx.h"

int main(void) {
  unsigned char a, b;
  symx_make_symbolic(&a, sizeof a, "a");
  symx_make_symbolic(&b, sizeof b, "b");
  if (a > 9 || b > 9)
    return 5;
  char *buf = malloc(16);
  for (int k = 0; k < 16; k++)
    buf[k] = (char)k;
  int d = a - b + 2;
  char c = buf[d];
  free(buf);
  if (c == 7)
    return 1;
  return 0;
}
