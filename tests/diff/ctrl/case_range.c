// case_range: GNU case ranges and a switch on a 64-bit value.
// DOMAIN: c=0..255
// EXPECT: exit:0 exit:1 exit:2 exit:3 exit:4
#include "symx.h"

int main(void) {
  unsigned char c;
  symx_make_symbolic(&c, 1, "c");
  switch (c) {
  case 'a' ... 'z': return 1;
  case 'A' ... 'Z': return 2;
  case '0' ... '9': return 3;
  }
  unsigned long long w = (unsigned long long)c << 40;
  switch (w) {
  case 0: return 4;
  case 1ull << 40: return 5;
  case 255ull << 40: return 6;
  default: return 0;
  }
}
