// vsnprintf_sym: what the v-forms cannot format exactly ends the path as
// unsupported, as for snprintf: the length of a symbolic width in vprintf
// when the program uses it. vprintf's result unused, the path goes on; a
// symbolic integer in vsnprintf is spelt exactly, as in snprintf.
// INCOMPLETE: vprintf of a symbolic width
// EXPECT: exit:1 exit:2 error:unsupported
#include <stdarg.h>
#include <stdio.h>
#include "symx.h"

static char buf[32];

static int my_log(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  return n;
}

static int say(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vprintf(fmt, ap);
  va_end(ap);
  return n;
}

static void note(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vprintf(fmt, ap);
  va_end(ap);
}

int main(void) {
  int x = symx_int("x");
  if (x == 5) return 1;
  if (x == 6) {
    note("%*d %s\n", x, 7, "ok");
    return 2;
  }
  if (x == 7 || x == 9) return say("%-*d|%d\n", x, 1, 3) > 9;
  my_log("%d", x);
  return buf[0] == '-';
}
