/* symx cc: the C library reads the memory a pointer argument points at as
 * plain bytes. sscanf of concrete bytes loses nothing; sscanf of the
 * input's bytes makes x concrete, a concretisation the run counts (with an
 * argument) rather than keeps silent (tests/concolic/run.py). */
#include <stdio.h>
#include "symx.h"

int main(int argc, char **argv) {
  char s[8], t[8] = "12";
  symx_make_symbolic(s, 7, "s");
  s[7] = 0;
  int x = 0, y = 0;
  sscanf(t, "%d", &y);
  if (argc > 1) sscanf(s, "%d", &x);
  return x == 77 ? 1 : y;
}
