// EXPECT: unknown
// __VERIFIER_nondet_pchar returns a pointer, which symx does not model: the
// path ends as unsupported, so neither true nor false.
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "unknown_nondet_pchar.c", 5, "reach_error"); }
typedef unsigned int u32;
extern u32 __VERIFIER_nondet_u32(void);
extern char *__VERIFIER_nondet_pchar(void);

int main() {
  u32 n = __VERIFIER_nondet_u32();
  if (n > 3) {
    char *p = __VERIFIER_nondet_pchar();
    if (p && *p == 'x')
      reach_error();
  }
  return 0;
}
