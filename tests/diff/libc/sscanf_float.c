// sscanf_float: %f and %lf on strings of 3 symbolic characters: the text
// glibc's scanf collects (sign, digits, point, exponent, "inf", "nan"), a
// matching failure where strtod takes nothing of it, %n after the number,
// a width, and the value exact (strtof for %f: one rounding to float, not
// two).
// DOMAIN: s=bytes('1','2','.','-','e','i','n','a','f',0)
// TIMEOUT: 300
// EXPECT: exit:0 exit:1 exit:2 exit:3 exit:4 exit:5 exit:6 exit:7
#include <stdio.h>
#include "symx.h"

int main(void) {
  char s[4];
  symx_make_symbolic(s, 3, "s");
  for (int i = 0; i < 3; i++) /* the domain's characters only: keeps the solver's work small */
    symx_assume(s[i] == '1' || s[i] == '2' || s[i] == '.' || s[i] == '-' || s[i] == 'e' || s[i] == 'i' ||
                s[i] == 'n' || s[i] == 'a' || s[i] == 'f' || s[i] == 0);
  s[3] = 0;
  double d = 0;
  float f = 0;
  int n = -1;
  int r = sscanf(s, "%lf%n", &d, &n);
  if (r == EOF) return 0;
  if (r == 0) return 1;
  if (d != d) return 2;                  /* nan */
  if (d > 1e300 || d < -1e300) return 3; /* inf */
  if (sscanf(s, "%2f", &f) != 1) return 7;
  if (n == 2 && d < 0) return 4;
  if (f == 12.0f) return 5;
  return 6;
}
