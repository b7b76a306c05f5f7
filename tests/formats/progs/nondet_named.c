/* __VERIFIER_nondet_X beyond the twelve usual ones: Test-Comp prints each value as
 * its C type reads it — signed or unsigned as the name tells, 128-bit ones
 * in full, a _Bool as 0 or 1. */
typedef unsigned char u8;
typedef signed char s8;
typedef unsigned int u32;
typedef unsigned long long u64;
extern u8 __VERIFIER_nondet_u8(void);
extern s8 __VERIFIER_nondet_s8(void);
extern u32 __VERIFIER_nondet_u32(void);
extern u64 __VERIFIER_nondet_u64(void);
extern __int128 __VERIFIER_nondet_int128(void);
extern unsigned __int128 __VERIFIER_nondet_uint128(void);
extern long long __VERIFIER_nondet_loff_t(void);
extern unsigned long __VERIFIER_nondet_pthread_t(void);
extern _Bool __VERIFIER_nondet__Bool(void);

int main(void) {
  if (__VERIFIER_nondet_u8() > 200) return 1;
  if (__VERIFIER_nondet_s8() < -100) return 2;
  if (__VERIFIER_nondet_u32() > 4000000000u) return 3;
  if (__VERIFIER_nondet_u64() > 0x8000000000000000ull) return 4;
  if (__VERIFIER_nondet_int128() < -((__int128)1 << 120)) return 5;
  if (__VERIFIER_nondet_uint128() >> 127) return 6;
  if (__VERIFIER_nondet_loff_t() < -5) return 7;
  if (__VERIFIER_nondet_pthread_t() > 0x8000000000000000ul) return 8;
  if (__VERIFIER_nondet__Bool()) return 9;
  return 0;
}
