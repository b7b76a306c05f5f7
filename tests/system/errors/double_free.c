// Freeing the same block twice on one path (x == 3): 2 paths.
// EXIT: 1
// COMPLETE: true
// PATHS: 2
// OUTCOMES: exit:0=1 error:double-free=1
// ERROR: double-free 15
#include "symx.h"
#include <stdlib.h>

int main(void) {
  unsigned char x;
  symx_make_symbolic(&x, sizeof x, "x");
  char *p = malloc(16);
  free(p);
  if (x == 3) free(p);
  return 0;
}
