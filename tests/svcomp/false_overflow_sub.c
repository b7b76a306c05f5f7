// EXPECT: false(no-overflow)
// PROPERTY: no-overflow.prp
// A signed int operation whose mathematical result does not fit: x - 2
extern int __VERIFIER_nondet_int(void);
int main() {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  if (y != -1 && y != 0) y = 1;
  int r = x - 2;
  return r > 0;
}
