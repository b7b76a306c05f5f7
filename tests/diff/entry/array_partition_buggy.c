// array_partition_buggy: the seed's array partition (Fig. 8, from Ball's
// predicate-complete testing), the partition step of QuickSort, with its
// bug: the first inner loop lacks the bound check `lo <= hi`, so it reads
// past the end of an array whose elements are all <= the pivot. The array
// is an input pointer: an array of symbolic length 1..--lazy-array, and
// partition_pre asks for n > 2 elements (symx_assume_valid). The
// out-of-bounds read's test replays natively (AddressSanitizer).
// ARGS: --entry partition --lazy-array 4
// EXPECT: error:out-of-bounds exit:0
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
    while (a[lo] <= pivot) /* the bug: no lo <= hi */
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
