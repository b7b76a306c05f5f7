// puts_ret: glibc's puts returns the number of characters written (the
// string and the newline).
// DOMAIN: x=-1..1
// EXPECT: exit:0
#include <stdio.h>
#include "symx.h"

int main(void) {
  int x = symx_int("x");
  int m = puts("hi");
  if (x > 0 && m == 3)
    return 1;
  return 0;
}
