// EXPECT: unknown
// PROPERTY: valid-memsafety.prp
// Any property other than unreach-call: unknown.
extern int __VERIFIER_nondet_int(void);
int main() {
  int x = __VERIFIER_nondet_int();
  return x > 0;
}
