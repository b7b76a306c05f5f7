// EXPECT: unknown
// PROPERTY: valid-memsafety.prp
// Memory-safe, but one path overflows a signed int: undefined behaviour of
// another property, so neither true nor false(valid-...).
extern int __VERIFIER_nondet_int(void);
int main() {
  int x = __VERIFIER_nondet_int();
  int y = x + 1;
  return y > 0;
}
