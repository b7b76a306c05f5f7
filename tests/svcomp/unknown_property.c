// EXPECT: unknown
// PROPERTY: termination.prp
// A property symx does not check (termination): unknown.
extern int __VERIFIER_nondet_int(void);
int main() {
  int x = __VERIFIER_nondet_int();
  return x > 0;
}
