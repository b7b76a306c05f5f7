// strcmp of a symbolic string against a constant.  How many paths the model
// takes depends on how it is written, so only the outcomes are fixed:
// equal (1), less (2) and greater (3) are all reachable, and each agrees
// with the bytes (compared as unsigned char).
// EXIT: 0
// COMPLETE: true
// OUTCOMES-SEEN: exit:1 exit:2 exit:3
#include "symx.h"
#include <assert.h>
#include <string.h>

int main(void) {
  unsigned char s[3];
  symx_make_symbolic(s, sizeof s, "s");
  s[2] = 0;
  int r = strcmp((const char *)s, "hi");
  if (r == 0) {
    assert(s[0] == 'h' & s[1] == 'i');
    return 1;
  }
  int first_diff = s[0] != 'h' ? 0 : 1;
  unsigned char want = first_diff == 0 ? 'h' : 'i';
  if (r < 0) {
    assert(s[first_diff] < want);
    return 2;
  }
  assert(s[first_diff] > want);
  return 3;
}
