// EXPECT: unknown
// PROPERTY: no-overflow.prp
// No overflow, but a path reads out of bounds: undefined behaviour of
// another property, so neither true nor false(no-overflow).
extern int __VERIFIER_nondet_int(void);
int a[3];
int main() {
  int i = __VERIFIER_nondet_int();
  if (i < 0 || i > 3) return 0;
  return a[i] + 1;
}
