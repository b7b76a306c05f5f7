// vprintf_ret: vprintf and vfprintf (to stdout and stderr) from variadic
// wrappers return the length printed, which depends on the symbolic
// integers printed, read from the va_list after concrete ones.
// DOMAIN: x=-100,-5,0,7,12,999,1000,-2147483648
// EXPECT: exit:0 exit:1 exit:2 exit:3
#include <stdarg.h>
#include <stdio.h>
#include "symx.h"

static int say(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vprintf(fmt, ap);
  va_end(ap);
  return n;
}

static int warn(FILE *f, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vfprintf(f, fmt, ap);
  va_end(ap);
  return n;
}

int main(void) {
  int x = symx_int("x");
  int n = say("%s %lld x=%d\n", "at", 12345678901LL, x);
  if (n > 20) return 1;
  int m = warn(stderr, "%c%ld/%x\n", 'w', (long)x * 2, 255u);
  if (m == 7) return 2;
  if (warn(stdout, "%u|%hhd\n", (unsigned)x, x) > 12) return 3;
  return 0;
}
