// EXPECT: true
// An uninitialised local holds one value, the same on every read.
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "true_uninit_same.c", 5, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
int main() {
  int x;
  int a = x;
  if (__VERIFIER_nondet_int()) a ^= 1;
  int b = x;
  if (b != x || (a != b && (a ^ 1) != b)) reach_error();
  return 0;
}
