/* Every __VERIFIER_nondet_X kind, plus a klee input that Test-Comp leaves out. */
#include <klee/klee.h>
extern _Bool __VERIFIER_nondet_bool(void);
extern char __VERIFIER_nondet_char(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern short __VERIFIER_nondet_short(void);
extern unsigned short __VERIFIER_nondet_ushort(void);
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern long __VERIFIER_nondet_long(void);
extern unsigned long __VERIFIER_nondet_ulong(void);
extern long long __VERIFIER_nondet_longlong(void);
extern unsigned long long __VERIFIER_nondet_ulonglong(void);
extern void __VERIFIER_assume(int);

int main(void) {
  char c = __VERIFIER_nondet_char();
  int buf[2];
  klee_make_symbolic(buf, sizeof buf, "buf");
  if (c < 0) return 1;
  short s = __VERIFIER_nondet_short();
  if (s < -5) return 2;
  unsigned char uc = __VERIFIER_nondet_uchar();
  if (uc > 200) return 3;
  unsigned short us = __VERIFIER_nondet_ushort();
  int i = __VERIFIER_nondet_int();
  __VERIFIER_assume(i < -100000);
  unsigned u = __VERIFIER_nondet_uint();
  if (u > 4000000000u) return 4;
  long l = __VERIFIER_nondet_long();
  if (l < -(1L << 40)) return 5;
  unsigned long ul = __VERIFIER_nondet_ulong();
  if (ul > (1UL << 63)) return 6;
  long long ll = __VERIFIER_nondet_longlong();
  unsigned long long ull = __VERIFIER_nondet_ulonglong();
  _Bool b = __VERIFIER_nondet_bool();
  if (b) return 7;
  if (buf[0] == 7 && ll == 3) return 8;
  return (int)(us + ull) & 0;
}
