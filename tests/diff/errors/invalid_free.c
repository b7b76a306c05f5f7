// invalid_free: free of a stack address, of a global, and of a pointer into
// the middle of a heap block.
// DOMAIN: k=0..4
// EXPECT: error:invalid-free exit:0
#include <stdlib.h>
#include "symx.h"

char global_buf[16];

int main(void) {
  unsigned char k;
  symx_make_symbolic(&k, sizeof k, "k");
  char local[16];
  char *heap = malloc(16);
  char *p = heap;
  if (k == 1)
    p = local;
  else if (k == 2)
    p = global_buf;
  else if (k == 3)
    p = heap + 4;
  free(p);
  if (p != heap)
    free(heap);
  return 0;
}
