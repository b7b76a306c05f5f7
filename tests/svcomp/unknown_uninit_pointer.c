// EXPECT: unknown
// PROPERTY: valid-memsafety.prp
// An uninitialised pointer variable read: symx does not model an arbitrary
// pointer, so the path is unsupported (never true).
extern int __VERIFIER_nondet_int(void);
int main() {
  int *p;
  int x = 0;
  if (__VERIFIER_nondet_int()) p = &x;
  return *p;
}
