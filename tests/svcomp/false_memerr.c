// EXPECT: false
// One path has a memory error, another reaches reach_error: `false` holds.
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "false_memerr.c", 5, "reach_error"); }
extern int __VERIFIER_nondet_int(void);

int a[4];
int main() {
  int i = __VERIFIER_nondet_int();
  if (i == 100) reach_error();
  if (i >= 0) a[i] = 1;
  return 0;
}
