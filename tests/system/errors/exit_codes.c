// exit() from a nested function and return from main both end paths
// normally; the test outcome code is exit's argument or main's return value.
// Paths: v == 0, 1, 2, other = 4.
// EXIT: 0
// COMPLETE: true
// PATHS: 4
// OUTCOMES: exit:0=1 exit:3=1 exit:5=1 exit:9=1
#include "symx.h"
#include <stdlib.h>

static void leave(int code) {
  exit(code);
}

int main(void) {
  unsigned char v;
  symx_make_symbolic(&v, sizeof v, "v");
  if (v == 0)
    return 9;
  if (v == 1)
    leave(3);
  if (v == 2)
    exit(5);
  return 0;
}
