// abort() reached on one path.
// EXIT: 1
// COMPLETE: true
// PATHS: 2
// OUTCOMES: exit:0=1 error:abort=1
// ERROR: abort 12
#include "symx.h"
#include <stdlib.h>

static void check(int v) {
  if (v == 7)
    abort();
}

int main(void) {
  check(symx_range(0, 10, "v"));
  return 0;
}
