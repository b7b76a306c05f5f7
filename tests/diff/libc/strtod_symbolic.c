// strtod_symbolic: numbers with symbolic digits outside the range symx's
// model computes in one rounding ("19e39", "90e99"): glibc's strtod on the
// number's bytes made concrete, every value they can take a path of its
// own; numbers sure to overflow ("19e399") computed by the model, with
// ERANGE. Each branch looks at the value, *end and errno, and replays
// natively against glibc.
// DOMAIN: k=0..1 m=bytes('0','1','9') e=bytes('3','9','0')
// EXPECT: exit:1 exit:2 exit:3 exit:4 exit:5 exit:6
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include "symx.h"

int main(void) {
  unsigned char k;
  char t[8] = "00e00";
  symx_make_symbolic(&k, 1, "k");
  symx_make_symbolic(&t[0], 2, "m");
  symx_make_symbolic(&t[3], 2, "e");
  symx_assume(k <= 1);
  for (int i = 0; i < 2; i++) symx_assume(t[i] == '0' || t[i] == '1' || t[i] == '9');
  symx_assume(t[3] == '3' || t[3] == '9');
  symx_assume(t[4] == '0' || t[4] == '9');
  if (k) t[5] = '9'; /* an exponent of 309 or more */
  char *end;
  errno = 0;
  double v = strtod(t, &end);
  if (end != t + 5 + k) abort(); /* never */
  if (isinf(v)) {
    if (errno == ERANGE) return 1;
    return 50; /* never */
  }
  if (v == 0) return 2;
  if (v == 9e99) return 3;
  if (v == 19e39) return 4;
  if (v > 1e99) return 5;
  return 6;
}
