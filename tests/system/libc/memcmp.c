// memcmp compares bytes as unsigned char and does not stop at 0.
// Outcomes: equal (1), less (2), greater (3).
// EXIT: 0
// COMPLETE: true
// OUTCOMES-SEEN: exit:1 exit:2 exit:3
#include "symx.h"
#include <assert.h>
#include <string.h>

int main(void) {
  unsigned char a[2];
  const unsigned char b[2] = {0, 0x80};
  symx_make_symbolic(a, sizeof a, "a");
  int r = memcmp(a, b, 2);
  if (r == 0) {
    assert(a[0] == 0 & a[1] == 0x80);
    return 1;
  }
  if (r < 0) {
    assert(a[0] == 0 & a[1] < 0x80);
    return 2;
  }
  assert(a[0] > 0 | a[1] > 0x80);
  return 3;
}
