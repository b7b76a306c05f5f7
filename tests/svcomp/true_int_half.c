// EXPECT: true
// An int times 0.5 is at most 2^30 in magnitude: never above 1e10.
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "true_int_half.c", 5, "reach_error"); }
extern int __VERIFIER_nondet_int(void);

int main() {
  int x = __VERIFIER_nondet_int();
  double d = x * 0.5;
  if (d > 1e10) reach_error();
  return 0;
}
