// ptr_table: an array of 4-byte pointers indexed by an input; the loaded
// pointer is symbolic with no base, so each object it may point to is one path.
// ARGS: --data-model ILP32
// DOMAIN: i=0..4 v=0..3
// EXPECT: exit:0 exit:1 exit:2 exit:3 error:out-of-bounds
#include "symx.h"

int a = 10, b = 20;
int c[3] = {30, 31, 32};

int main(void) {
  int *tab[4] = {&a, &b, &c[1], &c[2]};
  if (sizeof tab != 16) return 9;
  unsigned char i = (unsigned char)symx_int("i"), v = (unsigned char)symx_int("v");
  if (v > 3) return 8;
  if (i > 4) return 7;
  int *p = tab[i];                  /* i == 4: reads past the table */
  *p += v;
  if (a == 13) return 1;
  if (b > 21) return 2;
  if (c[1] + c[2] == 64) return 3;
  return 0;
}
