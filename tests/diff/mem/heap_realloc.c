// heap_realloc: a buffer grown with realloc as input-sized data arrives;
// contents survive the moves.
// DOMAIN: n=0..6 c=0,'a'
// EXPECT: exit:0
#include <stdlib.h>
#include "symx.h"

int main(void) {
  unsigned char n;
  char c;
  symx_make_symbolic(&n, sizeof n, "n");
  symx_make_symbolic(&c, sizeof c, "c");
  if (n > 6)
    return 30;
  size_t cap = 1, len = 0;
  char *buf = malloc(cap);
  for (int k = 0; k < n; k++) {
    if (len == cap) {
      cap *= 2;
      buf = realloc(buf, cap);
    }
    buf[len++] = (char)(c + k);
  }
  int r = 0;
  if (len > 0 && buf[0] == 'a')
    r = 1;
  if (len > 4 && buf[4] == 'e')
    r += 2;
  free(buf);
  return r;
}
