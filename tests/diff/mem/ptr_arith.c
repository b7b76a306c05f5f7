// ptr_arith: pointers moved through an array by input amounts, compared and
// subtracted; all accesses stay in bounds.
// DOMAIN: a=0..15 b=0..15
// EXPECT: exit:0 exit:1 exit:2
#include <stddef.h>
#include "symx.h"

int main(void) {
  unsigned char a, b;
  symx_make_symbolic(&a, sizeof a, "a");
  symx_make_symbolic(&b, sizeof b, "b");
  if (a > 15 || b > 15)
    return 9;
  short arr[16];
  for (int i = 0; i < 16; i++)
    arr[i] = (short)(i * i);
  short *p = arr + a, *q = &arr[b];
  ptrdiff_t d = q - p;
  if (p < q && *q - *p > 50)
    return 1;
  if (d == -3)
    return 2;
  short *end = arr + 16;
  int n = 0;
  while (p != end && n < 4) {
    n++;
    p++;
  }
  if (n < 4)
    return 3;
  return 0;
}
