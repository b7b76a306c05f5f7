// EXPECT: false
// A 200002-int array read where it was never written: any value, so
// reach_error is reachable (the element becomes an input when read).
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "false_big_array.c", 6, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
int main() {
  int a[200002];
  int i = __VERIFIER_nondet_int();
  if (i < 150000 || i > 150002) return 0;
  a[150000] = 0;
  if (a[i] == 77) reach_error();
  return 0;
}
