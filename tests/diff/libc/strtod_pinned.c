// strtod_pinned: a number with more than 4 symbolic bytes outside the
// range symx's strtod model computes in one rounding: its bytes are pinned
// to one value each (glibc's strtod gives that path its value, which
// replays), and the other values end as unsupported, so the run says it is
// incomplete.
// INCOMPLETE: the digits' other values are not explored
// EXPECT: exit:0 error:unsupported
#include <stdlib.h>
#include "symx.h"

int main(void) {
  char t[9] = "00000e99";
  symx_make_symbolic(t, 5, "m");
  for (int i = 0; i < 5; i++) symx_assume(t[i] >= '1' && t[i] <= '9');
  t[7] = 0; /* "DDDDDe9": exact; the model computes it */
  double a = strtod(t, NULL);
  t[7] = '9'; /* "DDDDDe99": pinned */
  double v = strtod(t, NULL);
  if (v < 1e103 || v >= 1e104 || a < 1e13) abort(); /* never */
  return 0;
}
