// clearenv: a symbolic environment (--sym-env 2) read with getenv and
// secure_getenv (the same for a program that is not set-user-ID), then
// cleared: every variable, known or not, is unset with no new input, and
// setenv works again. A clock read after clearenv is still the test's input
// in replay (whose test file's name was in the environment).
// ARGS: --sym-env 2
// EXPECT: exit:1 exit:2 exit:3 exit:4
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <time.h>

int main(void) {
  const char *user = getenv("USER");
  const char *shell = secure_getenv("SHELL");
  if (secure_getenv("USER") != user || getenv("SHELL") != shell) abort(); /* never */
  int r = 1;
  if (user && user[0] == 'r') r = 2;
  else if (shell && !shell[0]) r = 3;
  if (clearenv() != 0) abort();
  if (getenv("USER") || secure_getenv("SHELL") || getenv("PATH") || getenv("HOME")) abort(); /* never */
  if (setenv("USER", "me", 0) != 0 || strcmp(getenv("USER"), "me")) abort();  /* never */
  if (time(NULL) == 7) r = 4;
  return r;
}
