// div: div, ldiv and lldiv with symbolic operands of both signs.
// DOMAIN: n=-7..7 d=-3..-1,1..3
// EXPECT: exit:0 exit:1 exit:2 exit:3
#include <stdlib.h>
#include "symx.h"

int main(void) {
  int n = symx_int("n"), d = symx_int("d");
  if (n < -7 || n > 7 || d < -3 || d > 3 || d == 0) return 50;
  div_t q = div(n, d);
  ldiv_t lq = ldiv(n, d);
  lldiv_t llq = lldiv((long long)n * 1000000000000LL, d);
  if (q.quot * d + q.rem != n || lq.quot != q.quot || lq.rem != q.rem) abort(); /* never */
  if (llq.quot != (long long)n * 1000000000000LL / d) abort(); /* never */
  if (q.rem < 0) return 1;
  if (q.quot < -1) return 2;
  if (q.rem == 0 && q.quot > 1) return 3;
  return 0;
}
