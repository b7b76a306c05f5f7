// memchr looks at exactly n bytes and does not stop at 0.
// Outcomes: found at 0, 1, 2 (exit 1..3) or not found (0).
// EXIT: 0
// COMPLETE: true
// OUTCOMES-SEEN: exit:0 exit:1 exit:2 exit:3
#include "symx.h"
#include <assert.h>
#include <string.h>

int main(void) {
  unsigned char b[3];
  symx_make_symbolic(b, sizeof b, "b");
  unsigned char *p = memchr(b, 0xC3, sizeof b);
  if (p == NULL) {
    assert(b[0] != 0xC3 & b[1] != 0xC3 & b[2] != 0xC3);
    return 0;
  }
  assert(*p == 0xC3);
  if (p == b)
    return 1;
  if (p == b + 1)
    return 2;
  assert(p == b + 2);
  return 3;
}
