// setenv: without --sym-env a program may still set, overwrite, unset and
// read back its own variables (setenv with overwrite 0 and 1, unsetenv,
// putenv of a string it then changes, putenv("NAME") unsetting), and gets
// EINVAL for a NULL or empty name or one containing '='. Replay: glibc's.
// DOMAIN: x=0..11
// EXPECT: exit:0 exit:1 exit:2 exit:4 exit:5 exit:6 exit:7 exit:8 exit:9 exit:10
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "symx.h"

static char line[] = "LEVEL=low";

/* The name x picks: NULL, empty, with '=', or a good one. */
static const char *pick(int x) {
  if (x == 0) return NULL;
  if (x == 1) return "";
  if (x == 2) return "A=B";
  return "MODE";
}

int main(void) {
  int x = symx_int("x");
  if (x < 0 || x > 11) return 0;
  if (x <= 3) {
    errno = 0;
    int (*volatile set)(const char *, const char *, int) = setenv;
    int (*volatile unset)(const char *) = unsetenv;
    int r = set(pick(x), "v", 1), u = unset(pick(x));
    if (r == -1 && u == -1 && errno == EINVAL) return 1;
    if (r == 0 && u == 0 && !getenv("MODE")) return 2;
    return 3; /* never */
  }
  unsetenv("MODE"); /* now known: setenv without overwriting needs no --sym-env */
  if (setenv("MODE", "fast", x & 1) != 0) abort();
  const char *m = getenv("MODE");
  if (setenv("MODE", "slow", x == 5) != 0) abort();
  const char *m2 = getenv("MODE");
  if (strcmp(m, "fast")) abort(); /* the old value is still there */
  if (x == 5) return strcmp(m2, "slow") ? 0 : 4;
  if (x == 6) {
    unsetenv("MODE");
    return getenv("MODE") ? 0 : 5;
  }
  if (x == 7 || x == 8) {
    putenv(line);
    if (x == 8) line[6] = 'L';
    const char *l = getenv("LEVEL");
    return l == line + 6 && !strcmp(l, x == 8 ? "Low" : "low") ? 6 : 0;
  }
  if (x == 9) {
    putenv(line);
    putenv("LEVEL");
    return getenv("LEVEL") ? 0 : 7;
  }
  if (x == 10) {
    errno = 0;
    return putenv("") == 0 && errno == EINVAL ? 8 : 0;
  }
  if (x == 11) return unsetenv("E") == 0 && setenv("E", "", 0) == 0 && getenv("E") && !*getenv("E") ? 9 : 0;
  return m2 == m ? 10 : 0;
}
