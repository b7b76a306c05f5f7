// EXPECT: false
// Uninitialised stack and heap memory may hold any value: an element that
// is never written can make reach_error reachable.
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "false_uninit_array.c", 6, "reach_error"); }
extern void *malloc(unsigned long);
int main() {
  int a[4];
  a[0] = 1;
  int *h = malloc(2 * sizeof(int));
  if (!h) return 0;
  h[0] = 2;
  if (a[2] == 5 && h[1] == 7) reach_error();
  return 0;
}
