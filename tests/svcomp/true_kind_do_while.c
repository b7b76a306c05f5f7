// EXPECT: true
// MAX-TIME: 8
// ENGINE: k-induction
// WITNESS-YML: none
// A do-while loop as long as the input says: k-induction proves it (the
// invariant x <= 10; exploration and bmc never end), but a do-while's `while` is at the end of its body,
// where the state is not the one at the loop's head (on the way out it may
// be one no head visit has): symx puts no invariant there, so a true with
// a GraphML correctness witness only (witness.yml needs an invariant).
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "true_kind_do_while.c", 12, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
int main() {
  int x = 0;
  do {
    x++;
    if (x > 10)
      x = 0;
  } while (__VERIFIER_nondet_int());
  if (x > 10) reach_error();
  return 0;
}
