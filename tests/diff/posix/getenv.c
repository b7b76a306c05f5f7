// getenv: a symbolic environment (--sym-env 3): each variable set or not,
// with a value of up to 3 characters; a second getenv of a name gives the
// same pointer. Replay hands the same values to the native getenv.
// ARGS: --sym-env 3
// EXPECT: exit:0 exit:1 exit:2 exit:3 exit:4 exit:5
#include <stdlib.h>
#include <string.h>

int main(void) {
  const char *home = getenv("HOME");
  if (getenv("HOME") != home) abort(); /* never: the same variable */
  if (!home) return 1;
  const char *mode = getenv("MODE");
  if (mode && !strcmp(mode, "x")) return 2;
  if (mode && strlen(mode) == 3 && mode[2] == 'z') return 3;
  if (home[0] == '/' && home[1] == 0) return 4;
  if (!mode) return 5;
  return 0;
}
