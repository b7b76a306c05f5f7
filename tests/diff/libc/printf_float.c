// printf_float: f F e E g G a A of doubles (and floats promoted to double)
// on each path, through snprintf, sprintf, asprintf and a v-form reading a
// va_list, as glibc prints them: the lengths and the bytes the program
// branches on must be what the native run sees.
// DOMAIN: x=0..7
// EXPECT: exit:0 exit:1 exit:2 exit:3 exit:4
#define _GNU_SOURCE
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "symx.h"

static int vfmt(char *buf, size_t n, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vsnprintf(buf, n, fmt, ap);
  va_end(ap);
  return r;
}

int main(void) {
  int x = symx_range(0, 8, "x");
  double d = 1.0;
  float f = 0.5f;
  if (x == 1) d = 0.1;
  if (x == 2) d = -2.5e10;
  if (x == 3) d = 1.0 / 3.0;
  if (x == 4) d = 0.125, f = -3.75f;
  if (x == 5) d = 1e300 * 1e10; /* inf */
  if (x == 6) d = -0.0;
  if (x == 7) d = 2.5; /* a tie: %.0f rounds to even */
  char buf[96], small[8];
  int n = snprintf(buf, sizeof buf, "%.3f|%-9.2e|%+g|%a|%F|%#.0f|%G", d, d * 2, d / 7, d, d, d, (double)f);
  int m = snprintf(small, sizeof small, "%08.2f", d); /* cut to 7 characters */
  char *s = NULL;
  int k = asprintf(&s, "%*.*f", 12, 4, (double)f);
  char vb[32];
  int v = vfmt(vb, sizeof vb, "%d:%.2f:%s", m, d, "end");
  if (n < 0 || m < 0 || k != 12 || v < 0 || (int)strlen(buf) != n || strlen(small) != 7) abort();
  int r = 0;
  if (strstr(buf, "inf")) r = 1;
  else if (buf[0] == '-') r = 2;
  else if (strcmp(small, "00000.1") == 0) r = 3;      /* 0.1, and 0.125 rounded to even */
  else if (strstr(buf, "|2.|") != NULL && strcmp(vb, "8:2.50:end") == 0) r = 4; /* 2.5: %#.0f is "2." */
  free(s);
  return r;
}
