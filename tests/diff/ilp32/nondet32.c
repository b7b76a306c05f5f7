// nondet32: SV-COMP nondet functions under ILP32: ulong and size_t are
// 4-byte inputs; a name no list knows (nondet_word, unsigned short) goes
// through replay's generated stubs in the 32-bit build too.
// ARGS: --data-model ILP32
// DOMAIN: nondet_ulong=0..2,0xfffffffe..0xffffffff nondet_word=0..3,0xffff nondet_size_t=0,1,0xffffffff
// EXPECT: exit:0 exit:1 exit:2 exit:3
#include <stddef.h>
unsigned long __VERIFIER_nondet_ulong(void);
unsigned short __VERIFIER_nondet_word(void);
size_t __VERIFIER_nondet_size_t(void);

int main(void) {
  unsigned long x = __VERIFIER_nondet_ulong();
  unsigned short w = __VERIFIER_nondet_word();
  size_t n = __VERIFIER_nondet_size_t();
  if (x + 1 == 0) return 1;          /* wraps at 2^32 */
  if (w == 0xffff && n + 1 == 0) return 2;
  if (n > 0 && x == 2) return 3;
  return 0;
}
