// EXPECT: true
// An interval over doubles: x in [-10, 10] gives x + 1 in [-9, 11] (rounding
// is monotonic, and both ends are exact), found by Z3's floating-point theory.
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "true_double_interval.c", 6, "reach_error"); }
extern double __VERIFIER_nondet_double(void);
extern void abort(void);
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } }

int main() {
  double x = __VERIFIER_nondet_double();
  assume_abort_if_not(x >= -10.0 && x <= 10.0);
  double y = x + 1.0;
  __VERIFIER_assert(y >= -9.0 && y <= 11.0);
  return 0;
}
