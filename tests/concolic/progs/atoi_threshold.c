/* symx fuzz: the abort needs a text that atoi reads as 1234. symx cc links
 * symx's integer conversions (runtime/libc/strtol.c), so the value is
 * computed from the digits, each a branch; with glibc's atoi it was
 * concrete and no child could change it (tests/concolic/run.py, fp_tests). */
#include <stdlib.h>
#include "symx.h"

int main(void) {
  char s[7];
  symx_make_symbolic(s, 6, "s");
  s[6] = 0;
  if (atoi(s) == 1234) abort();
  return 0;
}
