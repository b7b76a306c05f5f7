// && and || are separate branches (clang -O0 emits one branch per operand).
// `a > 10 && b > 10` has 3 leaves: a<=10 | a>10,b>10 | a>10,b<=10.
// Then `a == 0 || b == 0`: after a<=10 both a==0 and b==0 are open (3 leaves);
// after a>10,b>10 neither can hold (1 leaf); after a>10,b<=10 only b==0 is
// open (2 leaves).  3 + 1 + 2 = 6 paths.
// EXIT: 0
// COMPLETE: true
// PATHS: 6
// OUTCOMES: exit:2=2 exit:3=4
#include "symx.h"
#include <assert.h>

int main(void) {
  unsigned char a, b;
  int r = 0;
  symx_make_symbolic(&a, sizeof a, "a");
  symx_make_symbolic(&b, sizeof b, "b");
  if (a > 10 && b > 10)
    r = 1;
  if (a == 0 || b == 0) {
    assert(r == 0);
    r += 3;
  } else {
    r += 2;
  }
  return r;   /* 3 on four paths (a zero, b zero, both > 10), 2 on two */
}
