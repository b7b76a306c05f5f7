// symx_int(name): fresh 32-bit ints, recorded in creation order.
// Paths: a == b / a != b, and on a != b, a < b / a > b: 3 paths.
// EXIT: 0
// COMPLETE: true
// PATHS: 3
// OUTCOMES: exit:0=1 exit:1=1 exit:2=1
// INPUTS: first:4 second:4
#include "symx.h"

int main(void) {
  int a = symx_int("first");
  int b = symx_int("second");
  if (a == b) return 0;
  if (a < b) return 1;
  return 2;
}
