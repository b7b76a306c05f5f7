// calloc zero-fills; realloc keeps the old contents (symbolic ones too) and
// the new tail is usable; the old block is not touched after realloc.
// Paths: q[0] == 'k' / q[0] != 'k' = 2.
// EXIT: 0
// COMPLETE: true
// PATHS: 2
// OUTCOMES: exit:0=1 exit:1=1
#include "symx.h"
#include <assert.h>
#include <stdlib.h>

int main(void) {
  int *z = calloc(5, sizeof(int));
  for (int i = 0; i < 5; i++)
    assert(z[i] == 0);
  free(z);

  char *p = malloc(4);
  symx_make_symbolic(p, 4, "p");
  char first = p[0], last = p[3];
  char *q = realloc(p, 16);
  assert(q[0] == first & q[3] == last);
  for (int i = 4; i < 16; i++)
    q[i] = (char)i;
  assert(q[15] == 15);
  int r = q[0] == 'k';
  free(q);
  if (r)
    return 1;
  return 0;
}
