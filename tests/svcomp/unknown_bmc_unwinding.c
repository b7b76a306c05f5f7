// EXPECT: unknown
// MAX-TIME: 4
// True, but for no bound: the loop runs as long as the input says, so at
// every bound bmc's unwinding assertion fails (a path goes on past it) and
// bmc proves nothing; exploration never ends either; and no candidate
// invariant of k-induction says "x is 0 or 3" (0 <= x <= 3 lets x be 1).
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "unknown_bmc_unwinding.c", 9, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
int main() {
  int x = 0;
  while (__VERIFIER_nondet_int()) x = 3 - x;
  if (x == 1) reach_error();
  return 0;
}
