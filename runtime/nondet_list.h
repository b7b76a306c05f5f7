/* nondet_list.h — SV-COMP's __VERIFIER_nondet_X functions symx knows by
 * name, as NONDET(result type, function, input name) rows, for the
 * runtimes that define them: the replay runtime (runtime/replay) and the
 * concolic one of `symx cc` (runtime/concolic). The includer defines
 * NONDET, includes this file, and undefines it. symx run makes any
 * __VERIFIER_nondet_X returning an integer an input named nondet_X of the
 * result's size; the replay runtime defines those not listed here on the
 * fly (symx_replay_nondet). */
NONDET(char, __VERIFIER_nondet_char, "nondet_char")
NONDET(unsigned char, __VERIFIER_nondet_uchar, "nondet_uchar")
NONDET(short, __VERIFIER_nondet_short, "nondet_short")
NONDET(unsigned short, __VERIFIER_nondet_ushort, "nondet_ushort")
NONDET(int, __VERIFIER_nondet_int, "nondet_int")
NONDET(unsigned int, __VERIFIER_nondet_uint, "nondet_uint")
NONDET(long, __VERIFIER_nondet_long, "nondet_long")
NONDET(unsigned long, __VERIFIER_nondet_ulong, "nondet_ulong")
NONDET(long long, __VERIFIER_nondet_longlong, "nondet_longlong")
NONDET(unsigned long long, __VERIFIER_nondet_ulonglong, "nondet_ulonglong")
NONDET(size_t, __VERIFIER_nondet_size_t, "nondet_size_t")
/* The other integer ones of SV-COMP's rules and tasks. */
NONDET(unsigned int, __VERIFIER_nondet_unsigned, "nondet_unsigned")
#ifdef __SIZEOF_INT128__ /* not on i386 */
NONDET(__int128, __VERIFIER_nondet_int128, "nondet_int128")
NONDET(unsigned __int128, __VERIFIER_nondet_uint128, "nondet_uint128")
#endif
NONDET(long long, __VERIFIER_nondet_loff_t, "nondet_loff_t")
NONDET(unsigned long, __VERIFIER_nondet_pthread_t, "nondet_pthread_t")
NONDET(unsigned long long, __VERIFIER_nondet_sector_t, "nondet_sector_t")
NONDET(unsigned char, __VERIFIER_nondet_u8, "nondet_u8")
NONDET(unsigned short, __VERIFIER_nondet_u16, "nondet_u16")
NONDET(unsigned int, __VERIFIER_nondet_u32, "nondet_u32")
NONDET(unsigned long long, __VERIFIER_nondet_u64, "nondet_u64")
NONDET(signed char, __VERIFIER_nondet_s8, "nondet_s8")
NONDET(short, __VERIFIER_nondet_s16, "nondet_s16")
NONDET(int, __VERIFIER_nondet_s32, "nondet_s32")
NONDET(long long, __VERIFIER_nondet_s64, "nondet_s64")
NONDET(signed char, __VERIFIER_nondet_i8, "nondet_i8")
NONDET(short, __VERIFIER_nondet_i16, "nondet_i16")
NONDET(int, __VERIFIER_nondet_i32, "nondet_i32")
NONDET(long long, __VERIFIER_nondet_i64, "nondet_i64")
/* Floating point: the input's bytes are the value's bit pattern (concrete
 * in a `symx cc` program, whose shadows are integers). */
NONDET(float, __VERIFIER_nondet_float, "nondet_float")
NONDET(double, __VERIFIER_nondet_double, "nondet_double")
