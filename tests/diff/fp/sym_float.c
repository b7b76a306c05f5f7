// sym_float: a free float input (__VERIFIER_nondet_float: any bit pattern,
// NaNs included) through a sum, a product and comparisons, so that the
// solver finds inputs for each side of each branch (Z3's FP theory); the
// domain holds the special values and the values near each branch's edge.
// DOMAIN: nondet_float=0,0x80000000,0x7f800000,0xff800000,0x7fc00000,0xffc00001,0x3f800000,0xbf800000,1,0x4b800000,0x4b7fffff,0x42c80000,0x42c80001,0x42c7ffff,0x7f7fffff,0xc3000000
float __VERIFIER_nondet_float(void);

int main(void) {
  float x = __VERIFIER_nondet_float();
  if (x != x) return 1;                 /* NaN */
  if (x + 1.0f == x) {                  /* too large for +1 to show, or infinite */
    if (x - x != 0.0f) return 2;        /* infinite */
    return 3;
  }
  float y = x * 0.5f;
  if (y > 50.0f) return 4;
  if (y == 50.0f) return 5;
  if (x < -128.0f) return 6;
  if (x == 0.0f) return 7;              /* either zero */
  return 0;
}
