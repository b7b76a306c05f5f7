// setenv_sym: setenv, unsetenv and putenv with a symbolic environment
// (--sym-env 2): setenv without overwriting asks the environment whether a
// variable is set (an input, as getenv), then keeps or replaces it; what
// the program sets itself makes no input. Replay hands the same inputs to
// the native getenv and setenv, glibc does the rest.
// ARGS: --sym-env 2
// EXPECT: exit:0 exit:1 exit:2 exit:3 exit:4
#include <stdlib.h>
#include <string.h>

int main(void) {
  const char *home = getenv("HOME");
  if (setenv("HOME", "/r", 0) != 0) abort(); /* known already: no input */
  const char *h = getenv("HOME");
  if (!home && strcmp(h, "/r")) abort();
  if (home && h != home) abort();
  if (setenv("LANG", "C", 0) != 0) abort(); /* the input of LANG */
  const char *lang = getenv("LANG");
  if (!strcmp(lang, "C")) return 1;
  if (putenv("TERM=vt") != 0 || strcmp(getenv("TERM"), "vt")) abort();
  if (unsetenv("USER") != 0 || getenv("USER")) abort();
  if (lang[0] == 'x') return 2;
  if (setenv("HOME", "/s", 1) != 0 || strcmp(getenv("HOME"), "/s")) abort();
  if (!home) return 3;
  if (home[0] == '/') return 4; /* the old value is still readable */
  return 0;
}
