// A loop over a symbolic bound forks once per iteration: n in [0, 5) runs
// the loop 0..4 times, 5 paths; the sum is checked against n(n-1)/2.
// EXIT: 0
// COMPLETE: true
// PATHS: 5
// OUTCOMES: exit:0=2 exit:1=1 exit:3=1 exit:6=1
#include "symx.h"
#include <assert.h>

int main(void) {
  int n = symx_range(0, 5, "n");
  int sum = 0;
  for (int i = 0; i < n; i++)
    sum += i;
  assert(sum == n * (n - 1) / 2);
  return sum;
}
