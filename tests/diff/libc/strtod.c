// strtod: strtod and atof on strings of 3 symbolic characters: the
// sign, digits, point and exponent are followed character by character,
// the value is exact (one rounding) where symx computes it, and *end points
// where glibc's does; what lies outside the exact range (here, nothing of
// this domain) would end as unsupported.
// DOMAIN: s=bytes('1','5','.','-','e',0)
// EXPECT: exit:0 exit:1 exit:2 exit:3 exit:4
#include <stdlib.h>
#include "symx.h"

int main(void) {
  char s[4];
  symx_make_symbolic(s, 3, "s");
  for (int i = 0; i < 3; i++) /* the domain's characters only: keeps the solver's work small */
    symx_assume(s[i] == '1' || s[i] == '5' || s[i] == '.' || s[i] == '-' || s[i] == 'e' || s[i] == 0);
  s[3] = 0;
  char *end;
  double d = strtod(s, &end);
  if (end == s) return atof(s) == 0 ? 0 : 9; /* nothing taken: 0 */
  if (d < 0) return 1;
  if (d >= 100) return 2;
  if (d == 1.5) return 3;
  return 4;
}
