// EXPECT: false
// long double (x86's 80-bit format, Z3's FloatingPoint 15 64): x * 0.5 is
// exact there, and above 1e9 only for x above 2e9 (an int can be).
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "false_long_double.c", 6, "reach_error"); }
extern int __VERIFIER_nondet_int(void);

int main() {
  int x = __VERIFIER_nondet_int();
  long double d = x * 0.5L;
  if (d > 1e9L) reach_error();
  return 0;
}
