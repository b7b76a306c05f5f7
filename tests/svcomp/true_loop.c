// EXPECT: true
// A bounded loop; abort() from assume_abort_if_not ends paths harmlessly.
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "true_loop.c", 5, "reach_error"); }
extern unsigned int __VERIFIER_nondet_uint(void);
extern void abort(void);
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } }

int main() {
  unsigned n = __VERIFIER_nondet_uint();
  assume_abort_if_not(n <= 8);
  unsigned i = 0, sum = 0;
  while (i < n) {
    sum += 2;
    i++;
  }
  __VERIFIER_assert(sum == 2 * n);
  return 0;
}
