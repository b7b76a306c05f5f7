// EXPECT: false
// Adding 0.1 and taking it away again does not always give x back: rounding
// loses the low bits of some x in [0, 1] (e.g. 0.7), which the solver finds.
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "false_double_roundoff.c", 6, "reach_error"); }
extern double __VERIFIER_nondet_double(void);
extern void abort(void);
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } }

int main() {
  double x = __VERIFIER_nondet_double();
  assume_abort_if_not(x >= 0.0 && x <= 1.0);
  double y = x + 0.1;
  __VERIFIER_assert(y - 0.1 == x);
  return 0;
}
