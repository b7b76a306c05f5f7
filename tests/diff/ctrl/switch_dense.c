// switch_dense: a dense switch with fall-through and a default.
// DOMAIN: c=0..255
// EXPECT: exit:0 exit:1 exit:3 exit:6 exit:7
#include "symx.h"

int main(void) {
  unsigned char c;
  symx_make_symbolic(&c, sizeof c, "c");
  int r = 0;
  switch (c) {
  case 0:
  case 1:
    r = 1;
    break;
  case 2:
    r = 2;
    /* fall through */
  case 3:
    r += 1;
    break;
  case 4:
  case 5:
  case 6:
    return 6;
  default:
    if (c > 128)
      r = 0;
    else
      r = 7;
  }
  return r;
}
