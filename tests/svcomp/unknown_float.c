// EXPECT: unknown
// Floating point is unsupported: symx cannot tell.
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "unknown_float.c", 5, "reach_error"); }
extern int __VERIFIER_nondet_int(void);

int main() {
  int x = __VERIFIER_nondet_int();
  double d = x * 0.5;
  if (d > 1e10) reach_error();
  return 0;
}
