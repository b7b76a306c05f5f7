// strtod_native: numbers outside the range symx's strtod model computes in
// one rounding (more than 19 digits, large exponents, hexadecimal,
// nan(...), overflow and underflow with ERANGE) are glibc's strtod and
// strtof run natively when the text is concrete up to its NUL: the value,
// *end and errno are the native program's, for strtod, strtof, atof and
// sscanf's %lf (hexadecimal included) alike. The input picks the text; each branch compares bits.
// DOMAIN: k=0..9
// EXPECT: exit:0 exit:1 exit:2 exit:3 exit:4 exit:5 exit:6 exit:7 exit:8 exit:9
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "symx.h"

static const char *const texts[] = {
    "3.14159265358979323846264338327950288",
    "  -0x1.921fb54442d18p+1xyz",
    "1e400",
    "4.9406564584124654e-324",
    "1e-400",
    "nan(0x123)",
    "123456789012345678901234567890e-10",
    "0.1000000000000000055511151231257827021181583404541015625",
    "3.4028235677973366e38",
    "7.0064923216240854e-46",
};

static unsigned long long bits(double d) {
  unsigned long long u;
  memcpy(&u, &d, sizeof u);
  return u;
}

int main(void) {
  int k = symx_range(0, 10, "k");
  const char *t = texts[0];
  for (int i = 1; i < 10; i++) /* a branch per text: each path's text is concrete */
    if (k == i) t = texts[i];
  char *end;
  errno = 0;
  double d = strtod(t, &end);
  int e = errno;
  errno = 0;
  float f = strtof(t, NULL);
  int ef = errno;
  double a = atof(t), s = 0;
  if (k != 5 && sscanf(t, "%lf", &s) != 1) return 20; /* (scanf's nan(...) is not modelled) */
  if (k == 5) s = d;
  if (bits(a) != bits(d) || bits(s) != bits(d)) return 21;
  unsigned long long u = bits(d);
  unsigned fu;
  memcpy(&fu, &f, sizeof fu);
  /* the bits glibc gives (x86-64 and i386 alike) */
  if (k == 0 && u == 0x400921fb54442d18ull && *end == 0 && fu == 0x40490fdb) return 0;
  if (k == 1 && u == 0xc00921fb54442d18ull && strcmp(end, "xyz") == 0) return 1;
  if (k == 2 && u == 0x7ff0000000000000ull && e == ERANGE && ef == ERANGE) return 2;
  if (k == 3 && u == 1 && e == ERANGE) return 3;
  if (k == 4 && u == 0 && e == ERANGE) return 4;
  if (k == 5 && (u >> 51) == 0xfff && (u & 0x7ffffffffffffull) == 0x123) return 5;
  if (k == 6 && d == 12345678901234567890.0 && *end == 0) return 6;
  if (k == 7 && u == 0x3fb999999999999aull) return 7;
  if (k == 8 && fu == 0x7f7fffff && ef == 0) return 8;
  if (k == 9 && fu == 1 && ef == ERANGE) return 9;
  return 30 + k;
}
