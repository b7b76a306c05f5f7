// Off-by-one write loop on a heap buffer (constant index 4 of int[4]) on
// one path; a symbolic index into a char[8] heap buffer on the other.
// Paths: sel == 0: error at i == 4 (the loop is concrete); sel == 1:
// j in [0,8) fine, j == 8 error.  3 paths.
// EXIT: 1
// COMPLETE: true
// PATHS: 3
// OUTCOMES: exit:0=1 error:out-of-bounds=2
// ERROR: out-of-bounds 20
// ERROR: out-of-bounds 24
#include "symx.h"
#include <stdlib.h>

int main(void) {
  int sel = symx_range(0, 2, "sel");
  if (sel == 0) {
    int *p = malloc(4 * sizeof(int));
    int i;
    for (i = 0; i <= 4; i++)
      p[i] = i;
    free(p);
  } else {
    char *q = malloc(8);
    q[symx_range(0, 9, "j")] = 'x';
    free(q);
  }
  return 0;
}
