// EXPECT: true
// An SV-COMP-style task whose reach_error is unreachable.
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "true_simple.c", 5, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }

int main() {
  int x = __VERIFIER_nondet_int();
  assume_abort_if_not(x >= 0 && x < 10);
  int y = x + 1;
  if (y > 10) {
    reach_error();
  }
  return 0;
}
