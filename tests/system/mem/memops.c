// memcpy, memmove (overlapping) and memset with concrete sizes move symbolic
// bytes without forking; then one branch on a moved byte: 2 paths.
// EXIT: 0
// COMPLETE: true
// PATHS: 2
// OUTCOMES: exit:0=1 exit:1=1
#include "symx.h"
#include <assert.h>
#include <string.h>

int main(void) {
  char src[6];
  char dst[8];
  symx_make_symbolic(src, sizeof src, "src");
  memset(dst, 'z', sizeof dst);
  memcpy(dst + 1, src, 6);
  assert(dst[0] == 'z' & dst[7] == 'z');
  assert(dst[1] == src[0] & dst[6] == src[5]);
  memmove(dst + 2, dst + 1, 5);          /* overlapping: shifts right by one */
  assert(dst[2] == src[0] & dst[6] == src[4]);
  memset(dst, 0, 2);
  assert(dst[0] == 0 & dst[1] == 0);
  if (dst[3] == 'q')                     /* src[1] */
    return 1;
  return 0;
}
