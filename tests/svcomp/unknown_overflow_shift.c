// EXPECT: unknown
// PROPERTY: no-overflow.prp
// 1 << 31 on int is undefined behaviour in C11, but SV-COMP defines the
// property by the result of arithmetic on signed values; symx counts a
// signed left shift out of range (clang's shift-base check) as undefined
// behaviour, denying true, but never reports it as an overflow.
extern int __VERIFIER_nondet_int(void);
int main() {
  int s = __VERIFIER_nondet_int();
  if (s < 0 || s > 31) return 0;
  int r = 1 << s;
  return r > 0;
}
