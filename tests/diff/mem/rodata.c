// rodata: a write into a string literal (read-only memory: symx says
// read-only, natively a fault on a write at a non-null address).
// DOMAIN: i=0..5
// EXPECT: error:read-only
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
