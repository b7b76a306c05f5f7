// EXPECT: true
// PROPERTY: no-overflow.prp
// Shifts within range: unsigned ones freely, signed ones of non-negative
// values whose result fits.
extern int __VERIFIER_nondet_int(void);
int main() {
  int x = __VERIFIER_nondet_int();
  int s = __VERIFIER_nondet_int();
  if (x < 0 || x > 255 || s < 0 || s > 20) return 0;
  int r = x << s;
  unsigned u = (unsigned)x << 31;
  return (r >> 3) + (int)(u >> 31);
}
