// uchar_loop: an 8-bit loop counter that wraps around.
// DOMAIN: start=0..255
// EXPECT: exit:0 exit:9
#include "symx.h"

int main(void) {
  unsigned char start;
  symx_make_symbolic(&start, 1, "start");
  if (start < 250) return 0;
  int n = 0;
  for (unsigned char i = start; i != 3; i++) n++;
  return n;
}
