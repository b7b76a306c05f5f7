// EXPECT: false(valid-deref)
// PROPERTY: valid-memsafety.prp
// An index from the input reaches one past the array's end.
extern int __VERIFIER_nondet_int(void);
int a[4];
int main() {
  int i = __VERIFIER_nondet_int();
  if (i < 0 || i > 4) return 0;
  a[i] = 1;
  return 0;
}
