// switch_sparse: a sparse switch on a 32-bit input (a jump table is not
// possible), nested in another switch on a char.
// DOMAIN: k=-1,0,1,7,100,1000,65536,0x7fffffff,-2147483648 m='a','b','z'
// EXPECT: exit:0 exit:1 exit:2
#include "symx.h"

int main(void) {
  int k = symx_int("k");
  char m;
  symx_make_symbolic(&m, sizeof m, "m");
  switch (k) {
  case -1:
    return 1;
  case 7:
  case 1000:
    switch (m) {
    case 'a': return 2;
    case 'b': return 3;
    default: return 4;
    }
  case 65536:
    return 5;
  case 0x7fffffff:
    return 6;
  default:
    return 0;
  }
}
