// EXPECT: false
// reach_error two calls deep, after nondet values of several types.
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "false_nested.c", 5, "reach_error"); }
extern char __VERIFIER_nondet_char(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern long __VERIFIER_nondet_long(void);
extern _Bool __VERIFIER_nondet_bool(void);

void check(long v, unsigned u) {
  if (v == -7 && u > 100u) reach_error();
}
void step(char c, long v, unsigned u) {
  if (c == 'q') check(v, u);
}
int main() {
  char c = __VERIFIER_nondet_char();
  unsigned u = __VERIFIER_nondet_uint();
  _Bool b = __VERIFIER_nondet_bool();
  long v = __VERIFIER_nondet_long();
  if (b) step(c, v, u);
  return 0;
}
