// Pointer arithmetic and comparison within one array: p = a + k with k in
// [0, 9) may be the one-past-the-end pointer (legal to form and compare, not
// to dereference).  Paths: p < end (k < 8) / p == end = 2.
// EXIT: 0
// COMPLETE: true
// PATHS: 2
// OUTCOMES: exit:0=1 exit:1=1
#include "symx.h"
#include <assert.h>
#include <stddef.h>

int main(void) {
  int a[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  int k = symx_range(0, 9, "k");
  int *p = a + k;
  int *end = a + 8;
  ptrdiff_t d = end - p;
  assert(d == 8 - k);
  assert(p >= a & p <= end);
  if (p < end) {
    assert(*p == k);
    p[0] = -1;
    assert(a[k] == -1);
    return 0;
  }
  return 1;
}
