// EXPECT: false
// An uninitialised local holds an arbitrary value (an input "uninit"):
// where x is never assigned it may be 5.
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "false_uninit_local.c", 6, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
int main() {
  int x;
  if (__VERIFIER_nondet_int()) x = 1;
  if (x == 5) reach_error();
  return 0;
}
