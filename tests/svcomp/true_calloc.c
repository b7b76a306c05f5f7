// EXPECT: true
// calloc memory is zero, initialised arrays are what they were set to.
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "true_calloc.c", 5, "reach_error"); }
extern void *calloc(unsigned long, unsigned long);
extern int __VERIFIER_nondet_int(void);
int main() {
  int a[3] = {0};
  int *h = calloc(2, sizeof(int));
  if (!h) return 0;
  int i = __VERIFIER_nondet_int();
  if (i < 0 || i > 1) return 0;
  a[i] = 4;
  if (a[2] != 0 || h[i] != 0) reach_error();
  return 0;
}
