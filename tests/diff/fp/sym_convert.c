// sym_convert: a free float converted to int and to unsigned char: inputs
// whose integral part the type cannot hold (and NaNs) are undefined behaviour,
// float-cast-overflow, found by the solver on each conversion; the others
// convert exactly, and back.
// DOMAIN: nondet_float=0,0x80000000,0x7fc00000,0x7f800000,0xcf000000,0xcf000001,0x4f000000,0x4effffff,0x437f0000,0x43800000,0xbf7fffff,0xbf800000,0x3fc00000
// EXPECT: error:float-cast-overflow exit:1 exit:2
float __VERIFIER_nondet_float(void);

int main(void) {
  float x = __VERIFIER_nondet_float();
  int i = (int)x;
  if ((float)i == x) return 1;          /* integral (or -0) */
  if (x > 0) {
    unsigned char c = (unsigned char)x;
    if (c > 100) return 2;
    return 3;
  }
  return 4;
}
