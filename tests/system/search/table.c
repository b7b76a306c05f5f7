/* Helper of the search-order tests (no EXIT line: not a test by itself).
 * `k < n && k < 4` is one condition (its `&&` is a select, selects.c), so
 * the loop forks on it at k = 0..4: 5 paths, n = 0, 1, 2, 3 and n >= 4,
 * ending with k = 0, 1, 2, 3, 4 (table_keep.c: 6 paths when the `&&`
 * forks). Then i < 10 forks; where it holds, table[i] is in bounds for
 * i < 8 and out of bounds for i = 8, 9 (an error path). So 15 paths: exit k
 * twice for each of the 5 (i >= 10, and i < 8), and 5 out-of-bounds reads. */
#include "symx.h"

int table[8] = {3, 1, 4, 1, 5, 9, 2, 6};

int main(void) {
  unsigned char i, n;
  symx_make_symbolic(&i, 1, "i");
  symx_make_symbolic(&n, 1, "n");
  int k, sum = 0;
  for (k = 0; k < n && k < 4; k++)
    sum += table[k];
  if (i < 10)
    sum += table[i];
  volatile int keep = sum;
  (void)keep;
  return k;
}
