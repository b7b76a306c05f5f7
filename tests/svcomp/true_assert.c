// EXPECT: true
// A failing assert() that is not reach_error only ends the program: it does
// not violate unreach-call.
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "true_assert.c", 6, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
int main() {
  int x = __VERIFIER_nondet_int();
  if (x == 3) __assert_fail("x != 3", "true_assert.c", 10, "main");
  if (x == 3) reach_error();
  return 0;
}
