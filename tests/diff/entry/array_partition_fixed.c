// array_partition_fixed: the seed's array partition (Fig. 8) with the bound
// check: no access outside the array of n elements (n > 2, up to
// --lazy-array), and every test's driver replays natively.
// ARGS: --entry partition --lazy-array 4
// EXPECT: exit:0
// INCOMPLETE: arrays longer than --lazy-array are not explored
#include "symx.h"

int partition_pre(int *a, int n) {
  if (n <= 2) return 0;
  symx_assume_valid(a, (unsigned long)n * sizeof *a);
  return 1;
}

void partition(int *a, int n) {
  int pivot = a[0], lo = 1, hi = n - 1;
  while (lo <= hi) {
    while (lo <= hi && a[lo] <= pivot) /* the fix */
      lo++;
    while (a[hi] > pivot)
      hi--;
    if (lo < hi) {
      int tmp = a[hi];
      a[hi] = a[lo];
      a[lo] = tmp;
    }
  }
}
