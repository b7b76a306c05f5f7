// segment_alias: an index far below an array points, in symx's segmented
// address space, exactly at the start of another object (an index of
// -2^30 ints is -2^32 bytes: one segment back). Natively it is far out of
// bounds; symx must report out-of-bounds there, not read the other object.
// (LP64 only: with 32-bit pointers the index wraps back into the array,
// which is what a 32-bit machine reads; UBSan flags the index itself.)
// ARGS: --data-model LP64
// EXPECT: error:out-of-bounds
#include "symx.h"

int main(void) {
  int x;
  symx_make_symbolic(&x, sizeof x, "x");
  int a[4] = {1, 2, 3, 4};
  if (x < -5)
    return a[x + 10];
  return 0;
}
