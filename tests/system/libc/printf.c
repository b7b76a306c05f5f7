// printf/puts/putchar/fprintf do not change which paths are feasible: with
// only concrete arguments there is no fork, so the single branch on x gives
// 2 paths; the program's output reaches symx's stdout.
// EXIT: 0
// COMPLETE: true
// PATHS: 2
// OUTCOMES: exit:0=1 exit:1=1
// STDOUT: hello from the program under test
#include "symx.h"
#include <stdio.h>

int main(void) {
  unsigned char x;
  symx_make_symbolic(&x, 1, "x");
  printf("hello from the program under test\n");
  puts("a line");
  putchar('!');
  putchar('\n');
  fprintf(stderr, "to stderr %d\n", 42);
  if (x > 7)
    return 1;
  return 0;
}
