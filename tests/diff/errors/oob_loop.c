// oob_loop: a copy loop with an off-by-one bound writes one element past a
// heap buffer when the input length is the buffer's size.
// DOMAIN: n=0..10
// EXPECT: error:out-of-bounds exit:0
#include <stdlib.h>
#include "symx.h"

int main(void) {
  unsigned char n;
  symx_make_symbolic(&n, sizeof n, "n");
  if (n > 8)
    return 1;
  short *dst = malloc(8 * sizeof(short));
  for (int k = 0; k <= n; k++)  /* should be k < n */
    dst[k] = (short)k;
  free(dst);
  return 0;
}
