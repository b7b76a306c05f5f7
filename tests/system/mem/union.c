// A union read through another member sees the same bytes (little-endian).
// Paths: u.b[0] == 0x78 (2) * u.b[3] == 0x12 (2) = 4.
// EXIT: 0
// COMPLETE: true
// PATHS: 4
// OUTCOMES: exit:0=1 exit:1=1 exit:2=1 exit:3=1
#include "symx.h"
#include <assert.h>

union word {
  unsigned int u;
  unsigned short h[2];
  unsigned char b[4];
};

int main(void) {
  union word w;
  symx_make_symbolic(&w, sizeof w, "w");
  assert((w.u & 0xFF) == w.b[0]);
  assert((w.u >> 16) == w.h[1]);
  int code = 0;
  if (w.b[0] == 0x78)
    code |= 1;
  if (w.b[3] == 0x12)
    code |= 2;
  w.h[0] = 0xBEEF;
  assert((w.u & 0xFFFF) == 0xBEEF & w.b[1] == 0xBE);
  return code;
}
