// Exact subsumption must not drop a state whose values the stored one does
// not imply: the paths of x < 10 and x >= 10 reach the loop header with the
// same registers and the same heap, and differ only in their path
// conditions. Each has its own bug after the loop; dropping either one
// (ignoring the path condition) would lose an ERROR line.
// ARGS: --entry h --subsumption exact
// EXIT: 1
// COMPLETE: true
// ERROR: assertion 19
// ERROR: assertion 20
#include <assert.h>
#include "symx.h"
static void __attribute__((noinline)) touch(void) {}
int h(int x) {
  if (x < 10)
    touch();
  while (symx_int("more")) {
  }
  assert(x != 5);
  assert(x != 50);
  return 0;
}
