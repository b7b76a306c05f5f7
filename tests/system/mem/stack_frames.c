// Pointers to a caller's locals stay valid in callees; each call gets a
// fresh frame (recursion depth 3), and locals of different frames are
// distinct.  Paths: the symbolic byte, doubled three times through pointers,
// is > 1000 or not: 2.
// EXIT: 0
// COMPLETE: true
// PATHS: 2
// OUTCOMES: exit:0=1 exit:1=1
#include "symx.h"
#include <assert.h>

static void twice_into(int *out, int depth) {
  int local = *out * 2;
  if (depth > 1)
    twice_into(&local, depth - 1);
  *out = local;
}

int main(void) {
  unsigned char x;
  symx_make_symbolic(&x, 1, "x");
  int v = x;
  twice_into(&v, 3);
  assert(v == 8 * x);
  if (v > 1000)
    return 1;
  return 0;
}
