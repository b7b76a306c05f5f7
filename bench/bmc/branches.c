// branches: a branch in each of 20 iterations (2^20 paths); the sum stays
// in 20..40. bmc --unwind 20 proves it.
#include <assert.h>
#include "symx.h"

int main(void) {
  int a[20];
  symx_make_symbolic(a, sizeof a, "a");
  int s = 0;
  for (int i = 0; i < 20; i++) {
    if (a[i] > 0)
      s += 1;
    else
      s += 2;
  }
  assert(s >= 20 && s <= 40);
  return 0;
}
