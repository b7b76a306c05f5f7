// EXPECT: unknown
// reach_error is unreachable, but one path reads out of bounds: the
// program's behaviour is undefined there, so `true` is not earned.
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "unknown_memerr.c", 6, "reach_error"); }
extern int __VERIFIER_nondet_int(void);

int a[4];
int main() {
  int i = __VERIFIER_nondet_int();
  if (i < 0) return 0;
  int v = a[i];
  if (v != 0) reach_error();
  return 0;
}
