// Heap memory made symbolic: a 4-byte malloc block, then one branch on its
// first two bytes (as a short) and one on its last byte: 2*2 = 4 paths.
// EXIT: 0
// COMPLETE: true
// PATHS: 4
// OUTCOMES: exit:0=1 exit:1=1 exit:2=1 exit:3=1
// INPUTS: heap:4
#include "symx.h"
#include <stdlib.h>

int main(void) {
  unsigned char *p = malloc(4);
  symx_make_symbolic(p, 4, "heap");
  int code = 0;
  if (*(short *)p == 0x1234)
    code |= 1;
  if (p[3] > 127)
    code |= 2;
  free(p);
  return code;
}
