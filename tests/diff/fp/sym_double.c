// sym_double: a free double input (__VERIFIER_nondet_double: any bit
// pattern) through a subtraction and comparisons, each side of each branch
// found by the solver; the domain holds the special values and the values
// at each branch's edge.
// DOMAIN: nondet_double=0,0x8000000000000000,0x7ff0000000000000,0xfff0000000000000,0x7ff8000000000000,0x3ff0000000000000,0xbff0000000000000,1,0x4059000000000000,0x4059000000000001,0x7fefffffffffffff
double __VERIFIER_nondet_double(void);

int main(void) {
  double x = __VERIFIER_nondet_double();
  if (!(x >= -1.0)) {                   /* below -1, or NaN (unordered) */
    if (x != x) return 1;
    return 2;
  }
  double d = x - 100.0;
  if (d > 0.0) return 3;
  if (d == 0.0) return 4;
  if (x <= 0.0) return 5;
  return 0;
}
