// EXPECT: unknown
// long double (x86's 80-bit format) is unsupported: the path that computes
// with it ends as unsupported and symx cannot tell.
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "unknown_long_double.c", 6, "reach_error"); }
extern int __VERIFIER_nondet_int(void);

int main() {
  int x = __VERIFIER_nondet_int();
  long double d = x * 0.5L;
  if (d > 1e10L) reach_error();
  return 0;
}
