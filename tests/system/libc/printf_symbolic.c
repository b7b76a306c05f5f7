// Printing a symbolic value neither fixes it nor adds constraints: after
// printf("%d", x) all three outcomes below stay reachable.
// EXIT: 0
// COMPLETE: true
// OUTCOMES-SEEN: exit:0 exit:1 exit:2
#include "symx.h"
#include <stdio.h>

int main(void) {
  int x = symx_int("x");
  printf("x = %d\n", x);
  fprintf(stdout, "x + 1 = %d\n", x + 1);
  if (x == 1)
    return 1;
  if (x == 2)
    return 2;
  return 0;
}
