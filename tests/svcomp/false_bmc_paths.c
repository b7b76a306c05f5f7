// EXPECT: false
// ENGINE: bmc
// MAX-TIME: 6
// 2^24 paths and one of them (every bit but bit 1 set) reaches reach_error:
// exploration, a path at a time, does not come upon it in its share of the
// time; bmc's merged state at the end holds every value of x at once, and
// the solver's model of the call is the violating test.
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "false_bmc_paths.c", 9, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
int main() {
  unsigned x = 0;
  for (int i = 0; i < 24; i++)
    if (__VERIFIER_nondet_int()) x |= 1u << i;
  if (x == 0xFFFFFDu) reach_error();
  return 0;
}
