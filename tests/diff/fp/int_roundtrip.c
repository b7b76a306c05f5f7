// int_roundtrip: integers through double and float and back, the shapes
// src/expr/fp_exact.c rewrites into integer arithmetic: conversions, fneg,
// fabs, products and quotients by +-1.0 (the sign an input chooses), ite,
// rounding, comparisons with integers and with constants, conversions to
// narrower integers out of their range (float-cast-overflow on the path
// where a is -128 and the sign is -1). Every path replays natively.
// DOMAIN: a=-128..-125,-3..3,125..127 b=0..3,200,255 s=0..1
// EXPECT: error:float-cast-overflow exit:0 exit:1 exit:2 exit:3
#include <math.h>
#include "symx.h"

int main(void) {
  signed char a;
  unsigned char b, s;
  symx_make_symbolic(&a, sizeof a, "a");
  symx_make_symbolic(&b, sizeof b, "b");
  symx_make_symbolic(&s, sizeof s, "s");
  double d = a, e = (double)b * (s & 1 ? -1.0 : 1.0);
  int r = 0;
  if (d == e)
    r |= 1;
  if (fabs(d) < 2.5)
    r |= 2;
  if (-d > e)
    r |= 4;
  if ((int)(d / -1.0) == b)
    r |= 8;
  if (floor(d) != d || ceil(e) != e)
    return 100; /* never: both are integers */
  float f = b;
  double g = f;
  if (g <= -0.5 || g > 255.5)
    return 101; /* never */
  if (d < 1e300 && e >= -INFINITY && !(e != e))
    r |= 16;
  signed char back = (signed char)(d * (s & 1 ? -1.0 : 1.0)); /* -(-128) does not fit */
  if (back == -a)
    r |= 32;
  return r & 3;
}
