/* symx fuzz's engine bursts: symx cc runs sscanf concretely (the C
 * library's own), so no run's path has a branch on v to negate and the
 * search alone never reaches the abort; symx run models sscanf over the
 * symbolic bytes and finds " 42" or "42" (its test is then run here). */
#include <stdio.h>
#include <stdlib.h>
#include "symx.h"

int main(void) {
  char in[5];
  symx_make_symbolic(in, sizeof in, "in");
  in[4] = 0;
  int v;
  if (sscanf(in, "%d", &v) != 1) return 1;
  if (v == 42) abort();
  return 0;
}
