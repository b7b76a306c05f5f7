// ld_sym_toint: a free long double converted to unsigned and signed
// integers of 16 and 64 bits where the value is in range, each branch
// decided by the solver. The range checks compare with 0 and powers of two
// as FloatingPoint 15 64 constants (Z3 4.8 makes 0.0 at that sort 2^-1023
// when asked for it directly: -0 and values below 1 then had a wrong
// "nonzero" side); the domain holds -0, the smallest denormal, a
// pseudo-denormal and values at each edge.
// ARGS: --max-solver-time 60
// DOMAIN: x=0,0x80000000000000000000,1,0x00008000000000000001,0x3ffeffffffffffffffff,0x3fff8000000000000000,0x400effffff0000000000,0x403effffffffffffffff,0xbffe8000000000000000
#include "symx.h"

int main(void) {
  long double x;
  symx_make_symbolic(&x, sizeof x, "x");
  int r = 0;
  if (x >= 0 && x < 1) {
    if ((unsigned long long)x != 0) r |= 1;
    if ((unsigned short)x != 0) r |= 2;
    if ((long long)x != 0) r |= 4;
  } else if (x >= 1 && x < 65536) {
    if ((unsigned short)x == 65535) r |= 8;
    if ((unsigned long long)x == 1) r |= 16;
  } else if (x > -1 && x < 0) {
    if ((short)x == 0) r |= 32;
  } else if (x >= 65536 && x < 0x1p64L && (unsigned long long)x == 0xffffffffffffffffull) {
    r |= 64;
  }
  return r;
}
