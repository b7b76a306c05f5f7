// malloc'd blocks hold symbolic data; blocks are independent objects.
// Paths: the sum of two symbolic bytes copied to the heap > 300 or not = 2.
// EXIT: 0
// COMPLETE: true
// PATHS: 2
// OUTCOMES: exit:0=1 exit:1=1
#include "symx.h"
#include <assert.h>
#include <stdlib.h>

int main(void) {
  unsigned char in[2];
  symx_make_symbolic(in, sizeof in, "in");
  int *a = malloc(2 * sizeof(int));
  int *b = malloc(2 * sizeof(int));
  a[0] = in[0];
  a[1] = in[1];
  b[0] = 1000;
  b[1] = 2000;
  assert(a != b);
  assert(b[0] + b[1] == 3000);
  int s = a[0] + a[1];
  free(a);
  free(b);
  if (s > 300)
    return 1;
  return 0;
}
