// union: type punning through a union: the bytes of a 32-bit input read as
// bytes, as 16-bit halves and as a signed value.
// DOMAIN: w=0,1,0xff,0x100,0xffff,0x10000,0x7fffffff,0x80000000,0x80008000,0xffffffff,0x12345678
// EXPECT: exit:0
#include "symx.h"

union word {
  unsigned int u;
  int s;
  unsigned short h[2];
  unsigned char b[4];
};

int main(void) {
  union word w;
  symx_make_symbolic(&w.u, sizeof w.u, "w");
  int r = 0;
  if (w.b[0] == 0xff)
    r |= 1;
  if (w.h[1] == 0)
    r |= 2;
  if (w.s < 0)
    r |= 4;
  if (w.b[3] == 0x12)
    r |= 8;
  w.b[1] = 0;
  if (w.u == 0)
    r |= 16;
  return r;
}
