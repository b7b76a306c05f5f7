// alloca_oob: a buffer from alloca indexed past its end.
// DOMAIN: i=0..9
// EXPECT: error:out-of-bounds exit:0
#include <alloca.h>
#include "symx.h"

int main(void) {
  unsigned char i;
  symx_make_symbolic(&i, 1, "i");
  if (i > 9) return 20;
  char *b = alloca(6);
  for (int k = 0; k < 6; k++) b[k] = (char)k;
  return b[i];
}
