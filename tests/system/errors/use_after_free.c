// Reading heap memory after free on one path (x != 0): 2 paths.
// EXIT: 1
// COMPLETE: true
// PATHS: 2
// OUTCOMES: exit:0=1 error:use-after-free=1
// ERROR: use-after-free 17
#include "symx.h"
#include <stdlib.h>

int main(void) {
  int x = symx_int("x");
  int *p = malloc(sizeof *p);
  *p = 1;
  free(p);
  if (x == 0)
    return 0;
  return *p;
}
