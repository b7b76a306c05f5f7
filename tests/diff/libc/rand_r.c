// rand_r: a symbolic seed through glibc's three-step generator; both the
// result and the updated seed decide the outcome.
// DOMAIN: s=0..40,0xffffffff,0x80000000
// EXPECT: exit:0 exit:1 exit:2 exit:3
#include <stdlib.h>
#include "symx.h"

int main(void) {
  unsigned s;
  symx_make_symbolic(&s, sizeof s, "s");
  int r = rand_r(&s);
  if (r < 0) abort(); /* never: 31 bits */
  if (r % 4 == 1) return 1;
  if (s % 3 == 0) return 2;
  if (r % 4 == 2) return 3;
  return 0;
}
