// strncpy pads with zeros up to n; strncat appends at most n bytes and then
// a terminator.  Outcomes: the length of src (0..3) is reachable in full.
// EXIT: 0
// COMPLETE: true
// OUTCOMES-SEEN: exit:0 exit:1 exit:2 exit:3
#include "symx.h"
#include <assert.h>
#include <string.h>

int main(void) {
  char src[4];
  char dst[6];
  symx_make_symbolic(src, sizeof src, "src");
  src[3] = 0;
  memset(dst, 'x', sizeof dst);
  strncpy(dst, src, 5);
  int n = 0;
  while (src[n] != 0)
    n++;
  for (int i = n; i < 5; i++)
    assert(dst[i] == 0);                 /* padding */
  assert(dst[5] == 'x');                 /* nothing past n */
  char out[8] = "ab";
  strncat(out, "cdef", 2);
  assert(out[2] == 'c' & out[3] == 'd' & out[4] == 0);
  return n;
}
