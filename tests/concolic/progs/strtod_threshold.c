/* symx fuzz: the abort needs a text that strtod reads as a number between
 * 41.5 and 42.25 ("42"). symx cc links symx's number model (runtime/libc/
 * strtod.c), so the value is computed from the digits, each a branch; with
 * glibc's strtod the value was concrete and no child could change it
 * (tests/concolic/run.py, fp_tests). */
#include <stdlib.h>
#include "symx.h"

int main(void) {
  char s[7];
  symx_make_symbolic(s, 6, "s");
  s[6] = 0;
  double d = strtod(s, 0);
  if (d > 41.5 && d < 42.25) abort();
  return d > 0;
}
