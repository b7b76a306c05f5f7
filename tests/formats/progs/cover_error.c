/* Test-Comp coverage-error: the first test that calls reach_error is the
 * goal. A full run has 65 paths: x == 12345 reaches reach_error at once,
 * every other x goes on through 2^6 paths. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "cover_error.c", 6, "reach_error"); }
extern int __VERIFIER_nondet_int(void);

int main() {
  int x = __VERIFIER_nondet_int();
  if (x == 12345)
    reach_error();
  int n = 0;
  for (int i = 0; i < 6; i++)
    if (__VERIFIER_nondet_int() > 0)
      n++;
  return n;
}
