// EXPECT: true
// __VERIFIER_nondet_u32 and _u8 give values of their types only: a u8 is
// below 256 and a u32 shifted right by 24 is too, so reach_error is
// unreachable.
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "true_nondet_u32.c", 7, "reach_error"); }
typedef unsigned int u32;
typedef unsigned char u8;
extern u32 __VERIFIER_nondet_u32(void);
extern u8 __VERIFIER_nondet_u8(void);
extern unsigned long __VERIFIER_nondet_ulong(void);

int main() {
  u32 a = __VERIFIER_nondet_u32();
  u8 b = __VERIFIER_nondet_u8();
  unsigned long c = __VERIFIER_nondet_ulong();
  unsigned long sum = (unsigned long)(a >> 24) + b;
  if (sum > 510)
    reach_error();
  if (c > 5 && (c & 0xffffffff00000000ul) == 0 && (u32)c < 5)
    reach_error();
  return 0;
}
