// rodata: a write into a string literal (read-only memory: symx says
// out-of-bounds, natively a fault at a non-null address).
// DOMAIN: i=0..5
// EXPECT: error:out-of-bounds
#include "symx.h"

int main(void) {
  unsigned char i;
  symx_make_symbolic(&i, 1, "i");
  char *s = "hello";
  if (i < 3)
    return s[i];
  s[i] = 'x';
  return 0;
}
