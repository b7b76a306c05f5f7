// wrap_shift_unchecked: without --check-overflow symx wraps signed + and *
// and masks 32- and 64-bit shift amounts as x86 does; natively (-O0, no
// overflow checks) the same happens.
// DOMAIN: a=0x7ffffffe,0x7fffffff,-0x80000000,-1,0,1 n=0,1,31,32,33,63
// EXPECT: exit:0 exit:1 exit:2
#include "symx.h"

int main(void) {
  int a = symx_int("a");
  unsigned char n;
  symx_make_symbolic(&n, sizeof n, "n");
  int s = a + 1;
  if (s < a)
    return 1;
  unsigned v = 1u << n;          /* n >= 32: the amount is masked */
  if (v == 2u)
    return 2;
  return 0;
}
