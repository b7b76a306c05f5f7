// EXPECT: false
// DATA-MODEL: ILP32
// Reachable only because unsigned long wraps at 2^32 under ILP32.
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "false_ilp32.c", 5, "reach_error"); }
extern unsigned int __VERIFIER_nondet_uint(void);
int main() {
  unsigned long x = __VERIFIER_nondet_uint();
  unsigned long y = x * 2ul;
  if (x > 0x80000000ul && y < 4ul) reach_error();
  return 0;
}
