// EXPECT: unknown
// PROPERTY: no-overflow.prp
// A shift by the width or more (here of an unsigned value) is undefined
// behaviour but no overflow of a signed result: no true, no false.
extern int __VERIFIER_nondet_int(void);
int main() {
  unsigned s = (unsigned)__VERIFIER_nondet_int();
  unsigned r = 1u << s;
  return r > 1;
}
