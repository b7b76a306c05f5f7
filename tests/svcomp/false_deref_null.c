// EXPECT: false(valid-deref)
// PROPERTY: valid-memsafety.prp
// A null pointer dereferenced on one path.
extern int __VERIFIER_nondet_int(void);
int x;
int main() {
  int *p = __VERIFIER_nondet_int() == 3 ? (int *)0 : &x;
  return *p;
}
