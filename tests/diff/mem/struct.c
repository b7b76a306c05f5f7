// struct: a whole struct is one input, padding included; fields of several
// widths decide the path.
// DOMAIN: s=bytes(0,1,0x80,0xff)
// EXPECT: exit:0
#include "symx.h"

struct rec {
  unsigned char tag;
  signed char delta;
  short count;
};

int main(void) {
  struct rec s;
  symx_make_symbolic(&s, sizeof s, "s");
  int r = 0;
  if (s.tag == 1)
    r += 1;
  else if (s.tag > 0x7f)
    r += 2;
  if (s.delta < 0)
    r += 4;
  if (s.count < 0)
    r += 8;
  else if (s.count > 256)
    r += 16;
  return r;
}
