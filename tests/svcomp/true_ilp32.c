// EXPECT: true
// DATA-MODEL: ILP32
// Under ILP32 long, unsigned long and pointers are 4 bytes: the check below
// holds there (under LP64 it would not).
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "true_ilp32.c", 6, "reach_error"); }
extern unsigned long __VERIFIER_nondet_ulong(void);
struct pair { int *p; long v; };
int main() {
  if (sizeof(long) != 4 || sizeof(void *) != 4 || sizeof(struct pair) != 8) reach_error();
  unsigned long x = __VERIFIER_nondet_ulong();
  unsigned long y = x + 0x80000000ul;
  if (y - x != 0x80000000ul) reach_error();
  if (x > 0xfffffffful) reach_error();
  return 0;
}
