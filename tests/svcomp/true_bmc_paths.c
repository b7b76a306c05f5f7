// EXPECT: true
// ENGINE: bmc
// MAX-TIME: 6
// A branch on an input in each of 24 iterations: 2^24 paths, more than
// exploration ends in its share of the time, but bmc merges them at each
// join into one state per iteration, and at bound 32 no unwinding assertion
// fails: a proof (symx sv-comp before its portfolio said unknown).
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "true_bmc_paths.c", 9, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
int main() {
  unsigned x = 0;
  for (int i = 0; i < 24; i++)
    if (__VERIFIER_nondet_int()) x |= 1u << i;
  if (x >= 1u << 24) reach_error();
  return 0;
}
