/* symx fuzz: the second input it runs is the filler, as many 0xff bytes as
 * the run before it (the all-zero input's) took, so a string is at its full
 * length at once (src/cli/fuzz.c, add_seeds). From the all-zero input,
 * strlen goes one byte further a generation at a time
 * (tests/concolic/run.py). */
#include <stdlib.h>
#include <string.h>
#include "symx.h"

int main(void) {
  char s[17];
  symx_make_symbolic(s, 16, "s");
  s[16] = 0;
  if (strlen(s) == 16) abort();
  return 0;
}
