// EXPECT: false
// __VERIFIER_nondet_float is an input: any float above 2.5 reaches the error.
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "false_nondet_float.c", 5, "reach_error"); }
extern float __VERIFIER_nondet_float(void);
extern unsigned long __VERIFIER_nondet_ulong(void);

int main() {
  unsigned long n = __VERIFIER_nondet_ulong();
  if (n == 7) {
    float f = __VERIFIER_nondet_float();
    if (f > 2.5f)
      reach_error();
  }
  return 0;
}
