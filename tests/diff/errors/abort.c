// abort: abort() on some paths, from main and from a nested call.
// DOMAIN: x=-10..10
// EXPECT: error:abort exit:0 exit:1
#include <stdlib.h>
#include "symx.h"

static int checked(int v) {
  if (v == 7)
    abort();
  if (v < 0)
    return 1;
  return 0;
}

int main(void) {
  int x = symx_int("x");
  if (x == -3)
    abort();
  return checked(x);
}
