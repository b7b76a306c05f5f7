// EXPECT: unknown
// MAX-TIME: 2
// An unbounded loop: exploration never completes.
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "unknown_timeout.c", 6, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
int main() {
  unsigned n = 0;
  while (__VERIFIER_nondet_int()) {
    n++;
    if (n == 0) reach_error();
  }
  return 0;
}
