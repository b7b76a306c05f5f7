// funcptr32: a table of function pointers (4 bytes each) called through an
// input index, and a function pointer compared with null.
// ARGS: --data-model ILP32
// DOMAIN: i=0..3 x=0..4
// EXPECT: exit:0 exit:1 exit:2 exit:3 error:null-dereference
#include "symx.h"

static int twice(int x) { return 2 * x; }
static int square(int x) { return x * x; }
static int neg(int x) { return -x; }

int main(void) {
  int (*ops[4])(int) = {twice, square, neg, 0};
  if (sizeof ops != 16) return 9;
  unsigned char i = (unsigned char)symx_int("i"), x = (unsigned char)symx_int("x");
  if (i > 3 || x > 4) return 8;
  int r = ops[i](x);               /* i == 3: call through null */
  if (r == 8) return 1;
  if (r == 16) return 2;
  if (r < 0) return 3;
  return 0;
}
