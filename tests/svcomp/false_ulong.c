// EXPECT: false
// A witness value beyond LONG_MAX needs a suffix to be a C constant.
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "false_ulong.c", 5, "reach_error"); }
extern unsigned long __VERIFIER_nondet_ulong(void);
int main() {
  unsigned long u = __VERIFIER_nondet_ulong();
  if (u > 18446744073709551610UL) reach_error();
  return 0;
}
