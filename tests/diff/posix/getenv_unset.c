// getenv_unset: without --sym-env the environment is unknown: a path that
// asks for a variable ends as unsupported, and the others are still explored.
// INCOMPLETE: getenv without --sym-env is unsupported
// EXPECT: exit:1 error:unsupported
#include <stdlib.h>
#include "symx.h"

int main(void) {
  if (symx_int("x") == 3) return 1;
  return getenv("HOME") != NULL;
}
