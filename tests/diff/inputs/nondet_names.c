// nondet_names: __VERIFIER_nondet_X beyond the twelve usual ones: any X returning an
// integer is a fresh input named nondet_X of the result's size — SV-COMP's
// int128/uint128 (returned as {i64, i64}), loff_t, sector_t, unsigned, the
// kernel-style u8/s16/u32, and names the replay runtime does not define
// (nondet_u24, nondet_flag: symx replay makes stubs for them).
// EXPECT: exit:0 exit:1 exit:2 exit:3 exit:4 exit:5 exit:6 exit:7 exit:8 exit:9
// (LP64 only: i386 has no __int128.)
// ARGS: --data-model LP64
// SELFTEST: corrupt misfit
typedef unsigned char u8;
typedef short s16;
typedef unsigned int u32;
__int128 __VERIFIER_nondet_int128(void);
unsigned __int128 __VERIFIER_nondet_uint128(void);
long long __VERIFIER_nondet_loff_t(void);
unsigned long long __VERIFIER_nondet_sector_t(void);
unsigned __VERIFIER_nondet_unsigned(void);
u8 __VERIFIER_nondet_u8(void);
s16 __VERIFIER_nondet_s16(void);
u32 __VERIFIER_nondet_u32(void);
unsigned int __VERIFIER_nondet_u24(void);
_Bool __VERIFIER_nondet_flag(void);

int main(void) {
  __int128 w = __VERIFIER_nondet_int128();
  if (w < -((__int128)1 << 126))
    return 1;
  unsigned __int128 uw = __VERIFIER_nondet_uint128();
  if (uw >> 127 && (unsigned long long)uw == 5)
    return 2;
  long long off = __VERIFIER_nondet_loff_t();
  if (off < 0)
    return 3;
  unsigned long long sec = __VERIFIER_nondet_sector_t();
  if (sec > 0x8000000000000000ull)
    return 4;
  if (__VERIFIER_nondet_unsigned() == 0xfffffff0u)
    return 5;
  if (__VERIFIER_nondet_u8() == 200)
    return 6;
  if (__VERIFIER_nondet_s16() == -300)
    return 7;
  u32 x = __VERIFIER_nondet_u32();
  if (x > 4000000000u && (__VERIFIER_nondet_u24() & 0xffffff) == 0x123456)
    return 8;
  _Bool f = __VERIFIER_nondet_flag();
  if ((int)f > 1)
    return 99;                  /* never: a _Bool is 0 or 1 */
  if (f)
    return 9;
  return 0;
}
