// strtod_exponent: a symbolic sign, digit and two-digit exponent ("-7e21")
// inside the range symx's model computes in one rounding (|e| <= 22): the
// power of ten is computed on each path (one path per exponent), not read
// from a table at a symbolic index, and the sign is a negation, not a
// multiplication by -1.0. The value is then compared with int's bounds and
// cast, as cJSON does to fill valueint. Every path replays natively against
// glibc.
// DOMAIN: s=bytes('+','-') m=bytes('1','7','9') f=bytes('0','2') e=bytes('0','2','4','9')
// EXPECT: exit:1 exit:2 exit:3 exit:4 exit:5 exit:6
#include <stdlib.h>
#include "symx.h"

int main(void) {
  char t[6] = "+1e00";
  symx_make_symbolic(&t[0], 1, "s");
  symx_make_symbolic(&t[1], 1, "m");
  symx_make_symbolic(&t[3], 1, "f");
  symx_make_symbolic(&t[4], 1, "e");
  symx_assume(t[0] == '+' || t[0] == '-');
  symx_assume(t[1] >= '1' && t[1] <= '9');
  symx_assume(t[4] >= '0' && t[4] <= '9');
  symx_assume(t[3] == '0' || (t[3] == '2' && t[4] <= '2')); /* 0..9, 20..22 */
  char *end;
  double v = strtod(t, &end);
  if (end != t + 5) abort(); /* never */
  if (v >= 2147483647.0) return 1;
  if (v <= -2147483648.0) return 2;
  int i = (int)v;
  if (i == 7000) return 3;
  if (i == -90) return 4;
  if (v < 0) return 5;
  return 6;
}
