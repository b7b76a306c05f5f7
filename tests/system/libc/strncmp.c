// strncmp compares at most n bytes: with n = 2 only "ab" matters, whatever
// follows.  Outcomes: equal (1) and different (0) both reachable.
// EXIT: 0
// COMPLETE: true
// OUTCOMES-SEEN: exit:0 exit:1
#include "symx.h"
#include <assert.h>
#include <string.h>

int main(void) {
  char s[4];
  symx_make_symbolic(s, sizeof s, "s");
  s[3] = 0;
  if (strncmp(s, "abc", 2) == 0) {
    assert(s[0] == 'a' & s[1] == 'b');
    return 1;
  }
  assert(s[0] != 'a' | s[1] != 'b');
  return 0;
}
