// ptr_to_ptr: pointers to pointers: swapping through them and selecting a
// target by input.
// DOMAIN: x=0..7 y=0..7
// EXPECT: exit:0
#include "symx.h"

static void swap(int **a, int **b) {
  int *t = *a;
  *a = *b;
  *b = t;
}

int main(void) {
  unsigned char x, y;
  symx_make_symbolic(&x, sizeof x, "x");
  symx_make_symbolic(&y, sizeof y, "y");
  int u = x, v = y;
  int *pu = &u, *pv = &v;
  if (x > y)
    swap(&pu, &pv);
  int **pp = (x & 1) ? &pu : &pv;
  **pp += 10;
  if (*pu > *pv)
    return 1;
  if (u == v)
    return 2;
  return 0;
}
