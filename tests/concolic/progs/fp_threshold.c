/* symx fuzz: an abort behind floating point computed from an input (an int
 * converted to double, scaled, rounded to float, compared); only t = 219
 * reaches it. Nothing is concretised (tests/concolic/run.py). */
#include <stdlib.h>
#include "symx.h"

int main(void) {
  int t = symx_int("t");
  double c = t * 0.5;
  float f = (float)(c * 2.0 + 32.0);
  if (f > 250.75f && f < 251.25f) abort();
  return 0;
}
