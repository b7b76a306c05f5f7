// intmin_div: INT_MIN / -1 and LLONG_MIN % -1 are overflow errors even
// without --check-overflow (x86 traps on them natively).
// DOMAIN: a=-0x80000000,-1,0,5,0x7fffffff b=-1,1,2
// EXPECT: error:overflow exit:0
#include "symx.h"

int main(void) {
  int a = symx_int("a"), b = symx_int("b");
  if (b == 0)
    return 9;
  int q = a / b;
  if (q == 0)
    return 0;
  long long la = a == 5 ? (-0x7fffffffffffffffLL - 1) : a;
  long long r = la % (long long)b;
  return r != 0;
}
