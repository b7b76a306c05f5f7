// EXPECT: false
// Each call of f has its own instance of v, with its own arbitrary value.
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "false_uninit_instances.c", 5, "reach_error"); }
int f(void) {
  int v;
  return v;
}
int main() {
  if (f() != f()) reach_error();
  return 0;
}
