/* The seed's array partition (Fig. 8), buggy when PARTITION_BUG is set (the
 * first inner loop lacks `lo <= hi`), shared by the array_*.c tests; the
 * same program as tests/diff/entry/array_partition_{buggy,fixed}.c. */
#include "symx.h"

int partition_pre(int *a, int n) {
  if (n <= 2) return 0;
  symx_assume_valid(a, (unsigned long)n * sizeof *a);
  return 1;
}

void partition(int *a, int n) {
  int pivot = a[0], lo = 1, hi = n - 1;
  while (lo <= hi) {
#ifdef PARTITION_BUG
    while (a[lo] <= pivot)
#else
    while (lo <= hi && a[lo] <= pivot)
#endif
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
