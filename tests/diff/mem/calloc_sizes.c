// calloc_sizes: calloc with an input element count: memory is zeroed, and
// the size decides the loop.
// DOMAIN: n=0..5
// EXPECT: exit:0
#include <stdlib.h>
#include "symx.h"

int main(void) {
  unsigned char n;
  symx_make_symbolic(&n, sizeof n, "n");
  if (n > 5)
    return 20;
  long *p = calloc(n + 1, sizeof *p);
  if (!p)
    return 21;
  long s = 0;
  for (int k = 0; k <= n; k++)
    s += p[k] + k;
  free(p);
  if (s > 6)
    return 1;
  return 0;
}
