// realloc_edge: realloc(NULL, n), realloc(p, 0), shrinking.
// DOMAIN: k=0..3 n=0..3
// EXPECT: exit:0 exit:2
#include <stdlib.h>
#include "symx.h"

int main(void) {
  unsigned char k, n;
  symx_make_symbolic(&k, 1, "k");
  symx_make_symbolic(&n, 1, "n");
  if (k > 3 || n > 3) return 50;
  char *p = k ? malloc(4) : NULL;
  if (p) p[0] = 'a';
  char *q = realloc(p, n);
  if (!q) return 1 + (p != NULL);
  if (n && k && q[0] != 'a') return 9;
  free(q);
  return 0;
}
