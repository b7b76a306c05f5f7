// Branches and loops on concrete values never fork, and symbolic values that
// no branch depends on do not fork either: exactly 1 path.
// EXIT: 0
// COMPLETE: true
// PATHS: 1
// OUTCOMES: exit:0=1
#include "symx.h"
#include <assert.h>

static int table[10];

int main(void) {
  int x;
  symx_make_symbolic(&x, sizeof x, "x");
  int y = x * 7 + 3;                    /* symbolic, but never branched on */
  int sum = 0;
  for (int i = 0; i < 10; i++) {
    table[i] = i * i;
    if (i % 2 == 0)
      sum += table[i];
    else
      sum -= 1;
  }
  assert(sum == 0 + 4 + 16 + 36 + 64 - 5);
  assert(y - 3 == x * 7);               /* holds for every x: no fork */
  return 0;
}
