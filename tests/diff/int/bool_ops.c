// bool_ops: _Bool arithmetic and conversions.
// DOMAIN: a=0..3 b=0..1
// EXPECT: exit:8 exit:11 exit:14
#include <stdbool.h>
#include "symx.h"

int main(void) {
  unsigned char a, b;
  symx_make_symbolic(&a, 1, "a");
  symx_make_symbolic(&b, 1, "b");
  bool x = a, y = b & 1;
  bool z = x ^ y;
  bool w = x + y;
  int r = 0;
  if (z) r |= 1;
  if (w) r |= 2;
  if (!x && a) r |= 64;
  if ((int)x + (int)y == 2) r |= 4;
  x += 1;
  if (x == 1) r |= 8;
  return r;
}
