// asprintf: asprintf and vasprintf put the formatted text in a new heap
// block (freed by the program), store its address through the first
// argument and return its length, as glibc does; the values formatted are
// concrete on each path (a symbolic one would be unsupported).
// DOMAIN: x=-3..3,100
// EXPECT: exit:0 exit:1 exit:2 exit:3
#define _GNU_SOURCE
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "symx.h"

static int vformat(char **out, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vasprintf(out, fmt, ap);
  va_end(ap);
  return n;
}

int main(void) {
  int x = symx_int("x");
  int v = 7;
  const char *word = "-";
  if (x < 0) v = -1;
  if (x > 10) v = 100;
  if (x == 2) word = "two";
  char *s = NULL, *t = NULL;
  int n = asprintf(&s, "v=%d [%5s]", v, word);
  if (n < 0 || !s || (int)strlen(s) != n) abort();
  int m = vformat(&t, "%s|%x|%c", s, (unsigned)v, 'A' + (v & 7));
  if (m != n + (v < 0 ? 11 : v > 10 ? 5 : 4)) abort();
  int r = 0;
  if (!strcmp(s, "v=-1 [    -]")) r = 1;
  else if (!strcmp(s, "v=7 [  two]")) r = 2;
  else if (t[m - 1] == 'E') r = 3;
  free(s);
  free(t);
  return r;
}
