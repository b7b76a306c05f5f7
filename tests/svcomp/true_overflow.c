// EXPECT: true
// PROPERTY: no-overflow.prp
// Guarded signed arithmetic, unsigned arithmetic (it wraps by definition)
// and conversions (implementation-defined in C, not an overflow for
// SV-COMP: only operations whose result type is signed count).
extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);
int main() {
  int x = __VERIFIER_nondet_int();
  unsigned u = __VERIFIER_nondet_uint();
  unsigned w = u * 3u + 7u - u * u;
  int c = (int)u;              /* conversion: not counted */
  signed char sc = (signed char)x;
  long l = (long)x * 2;        /* computed in long: fits */
  if (x > 1000 || x < -1000) return 0;
  int r = x * 1000 - 5 * x + 1;
  r = r / (x > 0 ? 3 : -3);
  r = r % 7;
  r = -r;
  return (int)(w & 1) + (c & 1) + sc + (int)(l & 1) + r;
}
