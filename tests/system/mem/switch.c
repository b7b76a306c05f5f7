// switch on a symbolic byte forks once per feasible case: 1, 2, 4 (falls
// through into 5), 5, 10, 200 and default = 7 paths.
// EXIT: 0
// COMPLETE: true
// PATHS: 7
// OUTCOMES: exit:0=1 exit:5=1 exit:11=1 exit:12=1 exit:20=1 exit:30=1 exit:45=1
#include "symx.h"
#include <assert.h>

int main(void) {
  unsigned char c;
  symx_make_symbolic(&c, 1, "c");
  int r = 0;
  switch (c) {
  case 1:
    r = 11;
    break;
  case 2:
    r = 12;
    break;
  case 4:
    r = 40;
    /* fall through */
  case 5:
    assert(c == 4 | c == 5);
    r += 5;
    break;
  case 10:
    r = 20;
    break;
  case 200:
    r = 30;
    break;
  default:
    assert(c != 1 & c != 2 & c != 4 & c != 5 & c != 10 & c != 200);
    r = 0;
  }
  return r;
}
