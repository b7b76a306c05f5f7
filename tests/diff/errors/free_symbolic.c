// free_symbolic: free of a symbolic pointer: a path for each heap block it
// may start (a freed one: a double free) and NULL, and one path for every
// other address (an invalid free), not a path per value of the pointer
// (which never ends for an unbounded one: tests/verify/block.c). The other
// address stays inside the block, where the native free reports it.
// ARGS: --data-model LP64
// EXPECT: error:invalid-free error:double-free exit:0
#include <stdlib.h>
#include "symx.h"

int main(void) {
  int n;
  unsigned char k;
  symx_make_symbolic(&n, sizeof n, "n");
  symx_make_symbolic(&k, sizeof k, "k");
  char *a = malloc(16), *b = malloc(16), *c = malloc(16);
  free(c);
  char *p = k == 0 ? a : k == 1 ? b : k == 2 ? c : NULL;
  if (k < 4)
    free(p); /* c: freed twice */
  else
    free(a + (n & 15));
  if (p != a && k < 4)
    free(a);
  if (p != b)
    free(b);
  return 0;
}
