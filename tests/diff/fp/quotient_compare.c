// quotient_compare: a number parsed from symbolic characters, as cJSON
// handles one: strtod's digits over a power of ten, times a sign, compared
// with constants on both sides of the midpoints between doubles, truncated
// to an int (its range checked first), tested with isnan and isinf, and
// pinned by printf. src/expr/fp_exact.c decides these as integer
// arithmetic; every path replays natively.
// DOMAIN: s=bytes('1','5','.','-',0)
// EXPECT: exit:0 exit:1 exit:2 exit:3 exit:4 exit:5
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include "symx.h"

int main(void) {
  char s[4];
  symx_make_symbolic(s, 3, "s");
  for (int i = 0; i < 3; i++)
    symx_assume(s[i] == '1' || s[i] == '5' || s[i] == '.' || s[i] == '-' || s[i] == 0);
  s[3] = 0;
  char *end;
  double d = strtod(s, &end);
  if (end == s) return 0;
  if (isnan(d) || isinf(d)) return 9; /* never */
  int vi = d >= INT_MAX ? INT_MAX : d <= (double)INT_MIN ? INT_MIN : (int)d;
  if (d == (double)vi) return vi < 0 ? 1 : 2;
  if (d > 1.5 || d < -0.55) return 3;
  if (d == 0.15 || d == -0.5) return 4;
  printf("%d\n", d < 0.1);
  return 5;
}
