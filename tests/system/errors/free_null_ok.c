// free(NULL) does nothing, and freeing each block exactly once is fine: no
// error.  1 path.
// EXIT: 0
// COMPLETE: true
// PATHS: 1
// OUTCOMES: exit:0=1
#include "symx.h"
#include <stdlib.h>

int main(void) {
  char *p = NULL;
  free(p);
  char *a = malloc(4), *b = malloc(4);
  free(b);
  free(a);
  a = malloc(4);
  free(a);
  return 0;
}
