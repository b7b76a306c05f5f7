// printf_ret: printf returns the number of characters it wrote, which
// depends on the value printed.
// DOMAIN: x=-100,-5,0,7,12,999,1000
// EXPECT: exit:0
#include <stdio.h>
#include "symx.h"

int main(void) {
  int x = symx_int("x");
  int n = printf("x=%d\n", x);
  if (n > 6)
    return 1;
  if (n == 5)
    return 2;
  return 0;
}
