// mem_errors32: memory errors under ILP32: a symbolic index off the end of a
// heap array, use after free, a null pointer and a double free.
// ARGS: --data-model ILP32
// DOMAIN: i=0..12 m=0..4
// EXPECT: exit:0 error:out-of-bounds error:use-after-free error:null-dereference error:double-free
#include <stdlib.h>
#include "symx.h"

int main(void) {
  unsigned char i = (unsigned char)symx_int("i"), m = (unsigned char)symx_int("m");
  if (i > 12 || m > 4) return 8;
  int *a = malloc(8 * sizeof(int));
  for (int k = 0; k < 8; k++) a[k] = k;
  int *q = m == 3 ? NULL : a;
  if (m == 0) return a[i] == 5;     /* i >= 8: out of bounds */
  if (m == 1) {
    free(a);
    return a[1];                    /* use after free */
  }
  if (m == 3) return *q;           /* null */
  free(a);
  if (m == 4) free(a);              /* double free */
  return 0;
}
