// EXPECT: false
// __VERIFIER_nondet_u32 (kernel-style name) and _ulong: fresh inputs of
// their types' sizes; the witness carries their values.
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "false_nondet_u32.c", 6, "reach_error"); }
typedef unsigned int u32;
extern u32 __VERIFIER_nondet_u32(void);
extern unsigned long __VERIFIER_nondet_ulong(void);

int main() {
  u32 a = __VERIFIER_nondet_u32();
  unsigned long b = __VERIFIER_nondet_ulong();
  if (a > 4000000000u && b == (unsigned long)a * 3)
    reach_error();
  return 0;
}
