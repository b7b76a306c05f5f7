// setenv_unknown: without --sym-env, setenv without overwriting of a
// variable the program has not set or unset itself needs the unknown
// environment, and getenv of a name containing '=' (which glibc matches
// against values): both end the path as unsupported, the others go on.
// INCOMPLETE: the environment is unknown without --sym-env
// EXPECT: exit:1 exit:2 error:unsupported
#include <stdlib.h>
#include <string.h>
#include "symx.h"

int main(void) {
  int x = symx_int("x");
  if (x == 1) return setenv("PATH", "/bin", 1) == 0 && !strcmp(getenv("PATH"), "/bin");
  if (x == 2) return setenv("PATH", "/bin", 0) + 2;
  if (x == 3) return getenv("A=b") != NULL;
  unsetenv("PATH");
  return setenv("PATH", "/bin", 0) + 2;
}
