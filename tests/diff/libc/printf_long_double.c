// printf_long_double: f F e E g G a A of long doubles (x86's 80-bit format:
// LDBL_MAX, the smallest denormal, NaNs, an unnormal, 1/3 to 64 bits,
// rounding ties) through printf, snprintf and a v-form reading a va_list (and
// the program's own va_arg of long doubles), as
// glibc prints them: every byte of the text is folded into the exit code,
// so each test checks what the native run prints.
// DOMAIN: x=0..9
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "symx.h"

struct enc { unsigned long long sig; unsigned short se; };
static const struct enc vals[10] = {
    {0xaaaaaaaaaaaaaaabull, 0x3ffd}, {0xffffffffffffffffull, 0x7ffe}, {1, 0}, {0, 0x8000},
    {0xc000000000000123ull, 0xffff}, {0x8000000000000000ull, 0x7fff}, {0x4000000000000000ull, 0x3fff},
    {0xa000000000000000ull, 0x4000}, {0x8000000000000001ull, 0x3fff}, {0xcccccccccccccccdull, 0x3ffb}};

static int vfmt(char *buf, size_t n, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vsnprintf(buf, n, fmt, ap);
  va_end(ap);
  return r;
}

/* va_arg of long doubles between ints (16-aligned 16-byte slots on x86-64). */
static long double mix(int n, ...) {
  va_list ap;
  va_start(ap, n);
  long double r = 0;
  for (int i = 0; i < n; i++) {
    r += va_arg(ap, int);
    r = r * 3 + va_arg(ap, long double);
  }
  va_end(ap);
  return r;
}

static unsigned hash(const char *s, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) h = (h ^ (unsigned char)s[i]) * 16777619u;
  return h;
}

int main(void) {
  int x = symx_range(0, 10, "x");
  long double d = 0;
  for (int k = 0; k < 10; k++)
    if (x == k) {
      memcpy(&d, &vals[k].sig, 8);
      memcpy((char *)&d + 8, &vals[k].se, 2);
    }
  char buf[2048], vb[256];
  int n = snprintf(buf, sizeof buf, "%Lf|%.3Le|%Lg|%La|%-12.4LF|%+#.0Lf|%LG|%LA|%.25Lg|%30.20Le", d, d * 2, d / 7,
                   d, d, d, d, d, d, d);
  int v = vfmt(vb, sizeof vb, "%d:%.2Lf:%s:%Le", x, d, "end", -d);
  int p = printf("%.5Lf %Lg %.21Lg\n", d, d, mix(3, 1, d, 2, 0.1L, -7, d / 3));
  if (n < 0 || v < 0 || p < 0 || (int)strlen(buf) != n || (int)strlen(vb) != v) abort();
  unsigned h = hash(buf, n) ^ hash(vb, v) * 31 ^ (unsigned)p * 977;
  h %= 240;
  return (int)(h >= 121 ? h + 1 : h);   /* 121: the runner's "does not fit" code */
}
