// oob_heap: reads and writes of a heap array at an input index, past either
// end for some inputs.
// DOMAIN: i=-3..12 v=0,1,200
// EXPECT: error:out-of-bounds exit:0 exit:1
#include <stdlib.h>
#include "symx.h"

int main(void) {
  int i = symx_int("i");
  unsigned char v;
  symx_make_symbolic(&v, sizeof v, "v");
  if (i < -3 || i > 12)
    return 2;
  int *a = malloc(8 * sizeof(int));
  for (int k = 0; k < 8; k++)
    a[k] = k;
  if (v > 100) {
    a[i] = v;                   /* write */
    free(a);
    return 0;
  }
  int r = a[i];                 /* read */
  free(a);
  if (r > 3)
    return 1;
  return 0;
}
