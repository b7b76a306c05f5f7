// atoi on a 2-char symbolic string: 42 only from "42", -7 only from "-7".
// Outcomes: 42 (1), -7 (2), anything else (0).
// EXIT: 0
// COMPLETE: true
// OUTCOMES-SEEN: exit:0 exit:1 exit:2
#include "symx.h"
#include <assert.h>
#include <stdlib.h>

int main(void) {
  char s[3];
  symx_make_symbolic(s, sizeof s, "s");
  s[2] = 0;
  int v = atoi(s);
  assert(v >= -9 & v <= 99);
  if (v == 42) {
    assert(s[0] == '4' & s[1] == '2');
    return 1;
  }
  if (v == -7) {
    assert(s[0] == '-' & s[1] == '7');
    return 2;
  }
  return 0;
}
