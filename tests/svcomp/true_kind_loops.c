// EXPECT: true
// MAX-TIME: 10
// ENGINE: k-induction
// Two loops one after the other, each as long as the input says: no bound
// covers them; k-induction proves it with a step case per loop, the other
// havocked with its invariants (0 <= x; i <= x and y - i == 0). The
// correctness witness (format 2.0) has a loop invariant at each loop's
// head, in C over x, i and y: run.py checks them in the program.
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "true_kind_loops.c", 11, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
int main() {
  int n = __VERIFIER_nondet_int();
  int x = 0;
  while (x < n)
    x++;
  int y = 0;
  for (int i = 0; i < x; i++) {
    y++;
  }
  if (y < 0 || (n >= 0 && y != n)) reach_error();
  return 0;
}
