// nondet_all: every __VERIFIER_nondet_X function symx implements, each one
// input of its own size and name.
// EXPECT: exit:0
#include <stddef.h>
_Bool __VERIFIER_nondet_bool(void);
char __VERIFIER_nondet_char(void);
unsigned char __VERIFIER_nondet_uchar(void);
short __VERIFIER_nondet_short(void);
unsigned short __VERIFIER_nondet_ushort(void);
int __VERIFIER_nondet_int(void);
unsigned int __VERIFIER_nondet_uint(void);
long __VERIFIER_nondet_long(void);
unsigned long __VERIFIER_nondet_ulong(void);
long long __VERIFIER_nondet_longlong(void);
unsigned long long __VERIFIER_nondet_ulonglong(void);
size_t __VERIFIER_nondet_size_t(void);

int main(void) {
  if (__VERIFIER_nondet_bool()) return 1;
  if (__VERIFIER_nondet_char() < 0) return 2;
  if (__VERIFIER_nondet_uchar() > 200) return 4;
  if (__VERIFIER_nondet_short() < -1000) return 8;
  if (__VERIFIER_nondet_ushort() > 60000) return 16;
  if (__VERIFIER_nondet_int() == -7) return 32;
  if (__VERIFIER_nondet_uint() > 0x80000000u) return 64;
  if (__VERIFIER_nondet_long() < -5) return 1000;
  if (__VERIFIER_nondet_ulong() == 3) return 2000;
  if (__VERIFIER_nondet_longlong() > 0) return 3000;
  if (__VERIFIER_nondet_ulonglong() % 2) return 4000;
  if (__VERIFIER_nondet_size_t() > 100) return 5000;
  return 0;
}
