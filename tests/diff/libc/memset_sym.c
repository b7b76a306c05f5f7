// memset_sym: memset with an input value and an input length.
// DOMAIN: v=0,1,255 n=0..6
// EXPECT: exit:1 exit:2
#include <string.h>
#include "symx.h"

int main(void) {
  unsigned char v, n;
  symx_make_symbolic(&v, 1, "v");
  symx_make_symbolic(&n, 1, "n");
  if (n > 6) return 50;
  unsigned char b[6] = {9, 9, 9, 9, 9, 9};
  memset(b, v, n);
  int s = 0;
  for (int i = 0; i < 6; i++) s += b[i];
  if (s == 54) return 1;
  if (s > 300) return 2;
  return s % 7;
}
