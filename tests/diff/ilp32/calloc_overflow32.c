// calloc_overflow32: under ILP32 a calloc whose byte count overflows 32 bits
// fails (returns NULL), and small ones succeed.
// ARGS: --data-model ILP32
// DOMAIN: k=0..3
// EXPECT: exit:1 exit:2
#include <stdlib.h>
#include "symx.h"

int main(void) {
  unsigned char k = (unsigned char)symx_int("k");
  if (k > 3) return 9;
  size_t n = k < 2 ? 16 : 0x40000001u;   /* 0x40000001 * 8 wraps in 32 bits */
  long long *p = calloc(n, 8);
  if (!p) return 1;
  int z = p[3] == 0;
  free(p);
  return z ? 2 : 3;
}
