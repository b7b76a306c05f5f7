// EXPECT: true
// MAX-TIME: 6
// ENGINE: k-induction
// True for every number of iterations, which no bound covers (a nondet loop
// condition): exploration and bmc end unknown; k-induction's step case,
// with the invariant x <= 10 it finds and proves inductive, proves it.
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "true_kinduction.c", 8, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int c) {
  if (!c) reach_error();
}
int main() {
  int x = 0;
  while (__VERIFIER_nondet_int()) {
    if (x < 10) x++;
  }
  __VERIFIER_assert(x <= 10);
  return 0;
}
