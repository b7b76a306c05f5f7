// EXPECT: true
// DATA-MODEL: LP64
// The same program as false_ilp32.c under LP64: no wrap, so no violation.
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "true_ilp32_as_lp64.c", 5, "reach_error"); }
extern unsigned int __VERIFIER_nondet_uint(void);
int main() {
  unsigned long x = __VERIFIER_nondet_uint();
  unsigned long y = x * 2ul;
  if (x > 0x80000000ul && y < 4ul) reach_error();
  return 0;
}
