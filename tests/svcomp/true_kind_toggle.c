// EXPECT: true
// MAX-TIME: 6
// ENGINE: k-induction
// True, but for no bound: the loop runs as long as the input says, so at
// every bound bmc's unwinding assertion fails and exploration never ends.
// k-induction proves it with the candidate invariants 0 <= x <= 1 (the
// constant 1 is one the loop subtracts from): x is 0 or 1 at the head of
// every iteration.
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "true_kind_toggle.c", 10, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
int main() {
  int x = 0;
  while (__VERIFIER_nondet_int()) x = 1 - x;
  if (x != 0 && x != 1) reach_error();
  return 0;
}
