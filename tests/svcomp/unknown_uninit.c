// EXPECT: unknown
// An uninitialised local may hold any value; symx would read 0 and say
// `true`, so such tasks are refused (clang's -Wuninitialized sees this one).
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "unknown_uninit.c", 6, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
int main() {
  int x;
  if (__VERIFIER_nondet_int()) x = 1;
  if (x == 5) reach_error();
  return 0;
}
