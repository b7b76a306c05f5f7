// external_calls: --external-calls concrete runs C library functions symx
// has no model of natively, with concrete arguments: a buffer the function
// changes (memfrob) is written back, a pointer it returns into a buffer
// (strchrnul) points into the program's object, errno it sets (strtoumax)
// is the program's, and the run stays complete. Native calls are LP64 only.
// ARGS: --external-calls concrete --data-model LP64
// DOMAIN: x=-2..12,100,-100
// EXPECT: exit:0 exit:1 exit:2 exit:3 exit:4 exit:5
#define _GNU_SOURCE
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include "symx.h"

int main(void) {
  int x = symx_int("x");
  char buf[8] = "hello";
  memfrob(buf, 5);                     /* buf ^ 42, natively */
  if (buf[0] != ('h' ^ 42) || buf[5] != 0) abort();
  char *p = strchrnul(buf, 'l' ^ 42);  /* a pointer into buf comes back */
  if (p != buf + 2) abort();
  if (x < 0) return 1;
  int order = strverscmp("item2", "item10");
  if (x > 10 && order < 0) return 2;
  errno = 0;
  uintmax_t big = strtoumax("123456789012345678901234567890", NULL, 10);
  if (x == 7 && errno == ERANGE && big == UINTMAX_MAX) return 3;
  memfrob(buf, 5);                     /* back to "hello" */
  if (x == 5 && strcmp(buf, "hello") == 0) return 4;
  if (x == 3 && *strchrnul(buf, 'z') == 0) return 5;
  return 0;
}
