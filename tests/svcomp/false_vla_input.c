// EXPECT: false
// A variable-length array sized by input (at most 10 here, any
// non-positive size excluded): each size is a path of its own; a size too
// large to allocate would be a separate unsupported path, never the end of
// the whole path. The element never written holds any value.
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "false_vla_input.c", 8, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
int main() {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 10) return 0;
  int a[n];
  a[0] = 1;
  if (n == 7 && a[n - 1] == 42) reach_error();
  return 0;
}
