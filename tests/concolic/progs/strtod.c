/* strtod, strtof, atof and strtold on texts from the input: symx cc links
 * symx's number model (runtime/libc/strtod.c), which computes the value
 * from the digits it branches on where one rounding gives glibc's, and
 * asks glibc (runtime/concolic/numbers.c, the bytes pinned) otherwise; the
 * program prints what the -O0 program prints (tests/concolic/run.py,
 * families). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "symx.h"

enum { TEXTS = 4, LEN = 24 };

int main(void) {
  char in[TEXTS][LEN];
  symx_make_symbolic(in, sizeof in, "texts");
  unsigned long long h = 0;
  for (int k = 0; k < TEXTS; k++) {
    char *s = in[k], *end;
    s[LEN - 1] = 0;
    errno = 0;
    double d = strtod(s, &end);
    unsigned long long bits;
    memcpy(&bits, &d, sizeof bits);
    printf("%d: strtod %016llx +%ld errno %d", k, bits, (long)(end - s), errno);
    errno = 0;
    float f = strtof(s, &end);
    unsigned fbits;
    memcpy(&fbits, &f, sizeof fbits);
    printf(" strtof %08x +%ld errno %d", fbits, (long)(end - s), errno);
    errno = 0;
    long double l = strtold(s, &end);
    printf(" strtold %La +%ld errno %d", l, (long)(end - s), errno);
    errno = 5; /* strtod leaves errno alone but for a range error */
    double a = atof(s);
    printf(" atof %a errno %d\n", a, errno);
    h = h * 31 + bits + (d > 41.5 && d < 42.25);
  }
  return (int)(h & 0x7f);
}
