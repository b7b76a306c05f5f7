// memerr_loop: heap blocks made and freed in a loop; on one input the
// loop frees a block twice (double free), on another it reads a freed block
// (use after free). Bound 5 covers the loop (4 iterations).
// BMC: --unwind 5
// VERDICT: bug-complete
// ERRORS: double-free:23 use-after-free:21
// DOMAIN: k=0..255
// RUN: compare
#include <stdlib.h>
#include "symx.h"

int main(void) {
  unsigned char k = (unsigned char)symx_int("k");
  int *keep = 0;
  int sum = 0;
  for (int i = 0; i < 4; i++) {
    int *p = malloc(sizeof *p);
    if (!p) return 1;
    *p = i;
    if (i == 2 && k == 9) keep = p;
    if (keep && i == 3) sum += *keep;
    free(p);
    if (i == 3 && k == 200) free(p);
  }
  return sum;
}
