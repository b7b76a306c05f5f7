/* symx fuzz: a conversion of a double out of int's range (C's undefined
 * behaviour, which symx run reports as float-cast-overflow) is the other
 * side of the branch "it fits" that the runtime puts before it; its child
 * is found, and the sanitizer run reports it (tests/concolic/run.py). */
#include "symx.h"

int main(void) {
  int t = symx_int("t");
  double d = t * 1048576.0;
  int k = (int)d;
  return k == 3 ? 1 : 0;
}
