// EXPECT: unknown
// DATA-MODEL: ILP32
// MAX-TIME: 4
// WITHIN: 12
// The time limit holds when the arrays are large: their sizes come from input
// (up to 2^31 bytes, those of 2 GB end unsupported), their contents are
// uninitialised (inputs). A test of a path holding them wrote every byte
// (hundreds of MB, from each of bmc's bounds) and their release walked every
// entry: the run took 17 to 50 s for 4.
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "unknown_vla_time.c", 14, "reach_error"); }
int main() {
  int S = __VERIFIER_nondet_int();
  if (S <= 1 || S >= 1073741823) abort();
  int a[2 * S];
  int b[2 * S];
  for (int i = 0; i < S; i++) b[i] = a[i];
  if (S > 3 && b[0] != a[0]) reach_error();
  return 0;
}
