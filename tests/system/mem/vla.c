// Variable-length arrays, sized by a (concrete) parameter and allocated on
// every loop iteration (stacksave/stackrestore); a symbolic in-range index
// reads them.  The same k is used by fill(3), fill(5), fill(7): k % 3 == 4
// never holds (no fork), k % 5 == 4 and k % 7 == 4 fork independently
// (k = 4 satisfies both): 1 * 2 * 2 = 4 paths.
// EXIT: 0
// COMPLETE: true
// PATHS: 4
// OUTCOMES: exit:0=1 exit:1=2 exit:2=1
#include "symx.h"
#include <assert.h>

static int hits;

static void fill(int n, unsigned char k) {
  int v[n];
  for (int i = 0; i < n; i++)
    v[i] = i;
  int x = v[k % n];
  assert(x >= 0 & x < n);
  if (x == 4)
    hits++;
}

int main(void) {
  unsigned char k;
  symx_make_symbolic(&k, 1, "k");
  for (int n = 3; n <= 7; n += 2)
    fill(n, k);
  return hits;
}
