// strcpy then strcat into a buffer large enough for every case: the result
// is the symbolic string followed by "!".  Outcomes: the copied length
// (0..2) is reachable in full.
// EXIT: 0
// COMPLETE: true
// OUTCOMES-SEEN: exit:0 exit:1 exit:2
#include "symx.h"
#include <assert.h>
#include <string.h>

int main(void) {
  char src[3];
  char dst[8];
  symx_make_symbolic(src, sizeof src, "src");
  src[2] = 0;
  char *r = strcpy(dst, src);
  assert(r == dst);
  int n = 0;
  while (src[n] != 0) {
    assert(dst[n] == src[n]);
    n++;
  }
  assert(dst[n] == 0);
  strcat(dst, "!");
  assert(dst[n] == '!' & dst[n + 1] == 0);
  return n;
}
